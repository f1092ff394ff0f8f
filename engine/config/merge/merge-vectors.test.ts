import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeKind } from '../../conformance/kinds/merge.ts';
import { parseVectorLines } from '../../conformance/run-vectors.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vectors = parseVectorLines(readFileSync(`${root}../shared/vectors/merge.jsonl`, 'utf8'), 'merge.jsonl');

describe('merge.jsonl golden vectors', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const actual = await mergeKind.run(vector.input);
    const verdict = mergeKind.compare?.(vector.expected, actual) ?? { problems: ['no compare'], orderNotes: [] };
    expect(verdict.problems, `${vector.note ?? ''}`).toEqual([]);
  });
});

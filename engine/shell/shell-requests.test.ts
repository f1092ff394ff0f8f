import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNodeShellParser } from '../../cli/cli.ts';
import { createBashKind } from '../conformance/kinds/bash.ts';

const bashKind = createBashKind(() => loadNodeShellParser());
import { parseVectorLines } from '../conformance/run-vectors.ts';

const VECTOR_FILE = join(process.cwd(), '..', 'shared', 'shell', 'bash.jsonl');
const vectors = parseVectorLines(readFileSync(VECTOR_FILE, 'utf8'), VECTOR_FILE);

describe('bash.jsonl golden vectors', () => {
  it('has vectors', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const actual = await bashKind.run(vector.input);
    const verdict = bashKind.compare?.(vector.expected, actual);
    expect(verdict?.problems, `${vector.note ?? ''}\n${JSON.stringify((vector.input as { command?: unknown }).command)}`).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runVectors } from '../conformance/run-vectors.ts';
import type { VectorKind } from '../conformance/vector-kind.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);

// The agent and loader-backed ruleset vectors need engine/config/load.ts, written by another engineer.
const hasLoader = existsSync(fileURLToPath(new URL('../config/load.ts', import.meta.url)));
const vectorFile = (name: string) => fileURLToPath(new URL(`../../../shared/vectors/${name}`, import.meta.url));
const agentVectors = readVectorFiles([vectorFile('agent.jsonl')]);
const rulesetVectors = readVectorFiles([vectorFile('ruleset.jsonl')]);

async function kinds(): Promise<Record<string, VectorKind>> {
  const [{ agentKind }, { rulesetKind }] = await Promise.all([import('../conformance/kinds/agent.ts'), import('../conformance/kinds/ruleset.ts')]);
  return { agent: agentKind, ruleset: rulesetKind };
}

describe.skipIf(!hasLoader)('loader-backed vectors', () => {
  it.each([...agentVectors, ...rulesetVectors].map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const [result] = await runVectors([vector], await kinds());
    expect(result?.problems).toEqual([]);
    expect(result?.orderNotes).toEqual([]);
  });
});

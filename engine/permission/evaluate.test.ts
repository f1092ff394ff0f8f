import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateKind } from '../conformance/kinds/evaluate.ts';
import { runVectors } from '../conformance/run-vectors.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import { evaluate, mergeRulesets } from './evaluate.ts';
import type { Rule } from './rule.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/evaluate.jsonl', import.meta.url))]);

describe('evaluate vectors', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const [result] = await runVectors([vector], { evaluate: evaluateKind });
    expect(result?.problems).toEqual([]);
  });
});

const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });

describe('evaluate', () => {
  it('lists every match in order, winner last, with indexes into the concatenation', () => {
    const d = evaluate('bash', 'rm -rf /', [[r('*', '*', 'allow'), r('edit', '*', 'deny')], [r('bash', 'rm *', 'deny')]]);
    expect(d.matches.map((m) => m.index)).toEqual([0, 2]);
    expect(d).toMatchObject({ action: 'deny', index: 2, isDefault: false, default: null });
  });

  it('defaults to ask with the synthetic rule', () => {
    const d = evaluate('x', 'y', []);
    expect(d).toEqual({ action: 'ask', rule: null, index: -1, isDefault: true, default: { action: 'ask', permission: 'x', pattern: '*' }, matches: [] });
  });

  it('is case-insensitive only on win32', () => {
    expect(evaluate('Bash', 'LS', [[r('bash', 'ls', 'allow')]], 'win32').action).toBe('allow');
    expect(evaluate('Bash', 'LS', [[r('bash', 'ls', 'allow')]], 'linux').action).toBe('ask');
  });

  it('mergeRulesets concatenates without de-duplicating', () => {
    const a = r('a', '*', 'allow');
    expect(mergeRulesets([a], [], [a])).toEqual([a, a]);
  });

  it('handles empty strings and astral characters', () => {
    expect(evaluate('', '', [[r('', '', 'deny')]]).action).toBe('deny');
    expect(evaluate('bash', '😀', [[r('bash', '?', 'deny')]]).action).toBe('ask');
    expect(evaluate('bash', '😀', [[r('bash', '??', 'deny')]]).action).toBe('deny');
  });
});

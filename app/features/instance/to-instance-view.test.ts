import { describe, expect, it } from 'vitest';
import { analyze, type Scenario } from '../../../engine/index.ts';
import { heldAnalysisOf, toInstanceComparison, toSideKind } from './to-instance-view.ts';

const W = '/home/user/project';
const s = (text: string): Scenario => ({ version: 1, files: [{ path: `${W}/agentforge.json`, text }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [] });

describe('toInstanceComparison', () => {
  it('shows the stale decision until the snapshot is the current scenario', () => {
    const start = s('{"permission":{"bash":"ask"}}');
    const now = s('{"permission":{"bash":"deny"}}');
    const c = toInstanceComparison(start, analyze(now), { permission: 'bash', input: 'ls' });
    expect(c.differences.map((d) => [d.key, toSideKind(d.held), toSideKind(d.current)])).toEqual([
      ['tool:bash', 'asks', 'hidden'],
      ['check:0', 'asks', 'hidden'],
    ]);
    expect(toInstanceComparison(now, analyze(now), null).differences).toEqual([]);
  });
  it('memoizes the held analysis on identity', () => {
    const a = s('{}');
    const b = s('{}');
    expect(heldAnalysisOf(a, b)).toBe(heldAnalysisOf(a, b));
    expect(heldAnalysisOf(a, a)).not.toBe(heldAnalysisOf(a, b));
  });
  it.each([
    [{ action: null, stage: null, isDefault: false, why: '' }, null],
    [{ action: 'ask', stage: 'asks', isDefault: true, why: '' }, 'default-ask'],
    [{ action: 'deny', stage: 'hidden', isDefault: false, why: '' }, 'hidden'],
  ] as const)('toSideKind %j', (side, kind) => expect(toSideKind(side)).toBe(kind));
});

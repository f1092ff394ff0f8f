import { describe, expect, it } from 'vitest';
import { findExample } from '../examples/examples.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { compareActions, compareActionSets, ruleDirection } from './diff-direction.ts';
import { capScenarioDiff, diffScenarios, unionProbes } from './diff.ts';

const P = '/home/user/project/agentforge.json';
function scenarioWith(text: string, rest: Partial<Scenario> = {}): Scenario {
  return { version: 1, files: [{ path: P, text }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [], ...rest };
}

describe('diffScenarios', () => {
  it('the same scenario has no changes', () => {
    const s = findExample('pattern-level-rules')!.scenario;
    expect(diffScenarios(s, s).isSame).toBe(true);
  });

  it.each([
    // [before, after, probe, action before, action after, direction]
    ['{"permission":{"bash":"ask"}}', '{"permission":{"bash":"allow"}}', { permission: 'bash', input: 'ls' }, 'ask', 'allow', 'more'],
    ['{"permission":{"bash":"allow"}}', '{"permission":{"bash":{"*":"allow","rm *":"deny"}}}', { permission: 'bash', input: 'rm -rf x' }, 'allow', 'deny', 'less'],
    ['{"permission":{"edit":"allow"}}', '{"permission":{"edit":"ask"}}', { permission: 'edit', input: 'a.ts' }, 'allow', 'ask', 'less'],
  ] as const)('%s → %s', (a, b, probe, from, to, direction) => {
    const diff = diffScenarios(scenarioWith(a, { probes: [probe] }), scenarioWith(b));
    expect(diff.probes).toHaveLength(1);
    const change = diff.probes[0]!;
    expect([change.before.decision?.action, change.after.decision?.action, change.direction]).toEqual([from, to, direction]);
    expect(change.after.why).toContain(P);
  });

  it('lists merged values with the layer that set them, and rules added and removed', () => {
    const diff = diffScenarios(scenarioWith('{"permission":{"bash":"ask"}}'), scenarioWith('{"permission":{"bash":"deny"},"model":"a/b"}'));
    expect(diff.values.find((v) => v.keyPath.join('.') === 'permission.bash')).toMatchObject({ kind: 'changed', before: '"ask"', after: '"deny"', direction: 'less', layer: P });
    expect(diff.values.find((v) => v.keyPath.join('.') === 'model')).toMatchObject({ kind: 'added', direction: 'unclear' });
    expect(diff.rules.map((r) => [r.kind, r.rule.action, r.direction])).toEqual([['added', 'deny', 'less'], ['removed', 'ask', 'unclear']]);
    const bash = diff.visibilities.find((v) => v.agent === 'build' && v.tool === 'bash')!;
    expect([bash.before?.status, bash.after?.status, bash.direction]).toEqual(['asks', 'hidden', 'less']);
  });

  it('a reorder of the same rules is reported, with the decision it flips', () => {
    const diff = diffScenarios(scenarioWith('{"permission":{"bash":{"*":"ask","git *":"allow"}}}', { probes: [{ permission: 'bash', input: 'git log' }] }), scenarioWith('{"permission":{"bash":{"git *":"allow","*":"ask"}}}'));
    expect(diff.rules).toEqual([]);
    expect(diff.isReordered).toBe(true);
    expect(diff.probes[0]!.direction).toBe('less');
  });

  it('a broken side explains itself instead of throwing', () => {
    const diff = diffScenarios(scenarioWith('{}', { probes: [{ permission: 'bash', input: 'ls' }] }), scenarioWith('{ broken'));
    expect(diff.errors.after).toMatch(/refuses/);
    expect(diff.probes[0]).toMatchObject({ direction: 'unclear', after: { decision: null } });
    expect(diff.isSame).toBe(false);
  });

  it('the two design examples: the project deny flips bash', () => {
    const a = findExample('tools-true-permission-ask')!.scenario;
    const b = findExample('project-denies-global-allow')!.scenario;
    const diff = diffScenarios(a, b);
    expect(diff.probesCompared).toBe(3);
    const npm = diff.probes.find((p) => p.probe.input === 'npm test')!;
    expect([npm.before.decision?.action, npm.after.decision?.action, npm.direction]).toEqual(['ask', 'deny', 'less']);
  });
});

describe('directions', () => {
  it.each([
    ['allow', 'deny', 'less'],
    ['deny', 'ask', 'more'],
    ['ask', 'ask', 'same'],
  ] as const)('%s → %s is %s', (a, b, d) => expect(compareActions(a, b)).toBe(d));
  it.each([
    ['allow', 'added', 'more'],
    ['allow', 'removed', 'less'],
    ['deny', 'added', 'less'],
    ['deny', 'removed', 'more'],
    ['ask', 'added', 'unclear'],
  ] as const)('%s %s is %s', (a, kind, d) => expect(ruleDirection(a, kind)).toBe(d));
  it.each([
    [[], ['allow'], 'more'],
    [['deny'], [], 'more'],
    [['allow'], ['deny'], 'less'],
    [['allow'], ['allow'], 'same'],
    [['allow'], ['deny', 'allow', 'ask'], 'less'],
    [['deny'], ['allow'], 'more'],
  ] as const)('%j → %j is %s', (a, b, d) => expect(compareActionSets(a, b)).toBe(d));
});

describe('unionProbes', () => {
  it('keeps the first of each agent/permission/input and hostile inputs stay data', () => {
    expect(unionProbes([{ permission: 'bash', input: 'ls', expect: 'ask' }], [{ permission: 'bash', input: 'ls', expect: 'deny' }, { permission: 'bash', input: 'ls', agent: 'plan' }, { permission: '__proto__', input: '' }])).toEqual([
      { permission: 'bash', input: 'ls', expect: 'ask' },
      { permission: 'bash', input: 'ls', agent: 'plan' },
      { permission: '__proto__', input: '' },
    ]);
  });
});

describe('capScenarioDiff', () => {
  const before = scenarioWith('{"permission":{"bash":"ask"}}', { probes: [{ permission: 'bash', input: 'ls' }, { permission: 'bash', input: 'rm x' }, { permission: 'edit', input: 'a' }] });
  const after = scenarioWith('{"permission":{"bash":"allow","edit":"deny","t1":"deny","t2":"deny","t3":"deny"}}');
  const full = diffScenarios(before, after);
  it.each([
    ['a cap above every list: the same diff', 1000],
    ['a cap of 1', 1],
    ['a cap of 0: counts only', 0],
  ] as const)('%s', (_name, max) => {
    const capped = capScenarioDiff(full, max);
    expect(capped.totals).toEqual({ probes: full.probes.length, visibilities: full.visibilities.length, rules: full.rules.length });
    expect(capped.probes).toEqual(full.probes.slice(0, max));
    expect(capped.visibilities).toEqual(full.visibilities.slice(0, max));
    expect(capped.rules).toEqual(full.rules.slice(0, max));
    expect([capped.isSame, capped.values, capped.valuesLeftOut, capped.errors]).toEqual([full.isSame, full.values, full.valuesLeftOut, full.errors]);
    if (max === 1000) expect(capped).toBe(full);
  });
  it('totals count what the lists hold before any cut', () => {
    expect(full.totals).toEqual({ probes: full.probes.length, visibilities: full.visibilities.length, rules: full.rules.length });
    expect(full.probes.length).toBeGreaterThan(1);
    expect(full.rules.length).toBeGreaterThan(1);
  });
});

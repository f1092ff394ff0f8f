import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { changedInputs, compareInstance, heldScenario } from './instance.ts';

const W = '/home/user/project';
const P = `${W}/agentforge.json`;
function scenario(text: string, rest: Partial<Scenario> = {}): Scenario {
  return { version: 1, files: [{ path: P, text }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [{ permission: 'bash', input: 'git status' }], ...rest };
}
function compare(start: Scenario, now: Scenario, checks: { permission: string; input: string }[] = []) {
  const held = heldScenario(start, now);
  return compareInstance(analyze(held), analyze(now), start, checks);
}

describe('heldScenario', () => {
  it('keeps the loaded files and env, takes the session parts from now', () => {
    const start = scenario('{}', { env: { A: '1' }, remote: { u: {} } });
    const now = scenario('{"permission":{"bash":"deny"}}', { agent: 'plan', env: {}, model: 'x/y' });
    const held = heldScenario(start, now);
    expect(held.files).toBe(start.files);
    expect(held.env).toEqual({ A: '1' });
    expect(held.remote).toEqual({ u: {} });
    expect([held.agent, held.model]).toEqual(['plan', 'x/y']);
    expect('remote' in heldScenario(now, start)).toBe(false);
  });
});

describe('compareInstance', () => {
  it.each<{ name: string; now: string; env: Record<string, string>; diffs: string[][]; inputs: string[] }>([
    { name: 'no change, nothing differs', now: '{}', env: {}, diffs: [], inputs: [] },
    { name: 'a deny added after start: bash allowed in the held merge, hidden now', now: '{"permission":{"bash":"deny"}}', env: {}, diffs: [['tool:bash', 'allowed', 'hidden'], ['probe:0', 'allowed', 'hidden']], inputs: [P] },
    { name: 'an env layer changed', now: '{}', env: { AGENTFORGE_PERMISSION: '{"webfetch":"ask"}' }, diffs: [['tool:webfetch', 'allowed', 'asks']], inputs: ['env:AGENTFORGE_PERMISSION'] },
    { name: 'a comment only: changed without effect', now: '{ /* hi */ }', env: {}, diffs: [], inputs: [P] },
  ])('$name', ({ now, env, diffs, inputs }) => {
    const c = compare(scenario('{}'), scenario(now, { env }));
    expect(c.differences.map((d) => [d.key, d.held.stage, d.current.stage])).toEqual(diffs);
    expect(c.changedInputs).toEqual(inputs);
    expect(c.isChangedWithoutEffect).toBe(inputs.length > 0 && diffs.length === 0);
  });

  it('compares extra checks and says why', () => {
    const c = compare(scenario('{}'), scenario('{"permission":{"edit":{"src/*":"deny"}}}'), [{ permission: 'edit', input: 'src/a.ts' }]);
    const check = c.differences.find((d) => d.kind === 'check')!;
    expect(check).toMatchObject({ label: 'edit "src/a.ts"', held: { action: 'allow' }, current: { action: 'deny', stage: 'denied-at-execute' } });
    expect(check.current.why).toContain('edit["src/*"]');
  });

  it('a broken file now: every decision differs with the reason', () => {
    const c = compare(scenario('{}'), scenario('{ "permission": '));
    expect(c.differences.length).toBeGreaterThan(0);
    expect(c.differences[0]!.current).toMatchObject({ action: null, stage: null });
    expect(c.differences[0]!.current.why).toMatch(/refuses this config/);
  });

  it('hostile keys and removed files are named', () => {
    const start = scenario('{}', { env: { __proto__x: '1' } });
    expect(changedInputs(start, { ...start, files: [], env: {} })).toEqual([P, 'env:__proto__x']);
  });
});

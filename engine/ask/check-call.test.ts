import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { checkCall } from './check-call.ts';

const scenario = (permission: unknown, extra: Partial<Scenario> = {}): Scenario => ({
  version: 1, files: [{ path: '/home/user/project/agentforge.json', text: JSON.stringify({ permission }) }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [], ...extra,
});

describe('checkCall', () => {
  it.each([
    [{ edit: { '*': 'allow', 'secrets/*': 'deny' } }, 'edit', 'secrets/a', 'denied-at-execute'],
    [{ edit: { '*': 'allow', 'secrets/*': 'deny' } }, 'edit', 'src/a.ts', 'allowed'],
    [{ edit: 'deny' }, 'edit', 'src/a.ts', 'hidden'],
    [{ edit: 'deny' }, 'write', 'src/a.ts', 'hidden'],
    [{ bash: { 'git *': 'ask' } }, 'bash', 'git push', 'asks'],
    [{ custom: 'deny' }, 'custom', 'x', 'hidden'],
    [{ '*': 'allow', custom: { a: 'deny' } }, 'custom', 'a', 'denied-at-execute'],
  ])('%j: %s %s -> %s', (permission, perm, input, stage) => {
    expect(checkCall(analyze(scenario(permission)), perm, input)?.stage).toBe(stage);
  });
  it('a request switch hides a permission no tool asks with', () => {
    expect(checkCall(analyze(scenario({}, { request: { tools: { custom: false } } })), 'custom', 'x')?.hiding).toMatchObject({ hidden: true, hiddenBy: 'request' });
  });
  it('decides on the input as given and says so', () => {
    const c = checkCall(analyze(scenario({})), 'read', 'a.ts');
    expect(c?.decided).toEqual({ permission: 'read', input: 'a.ts' });
    expect(c?.shell).toBeNull();
  });
  it.each(['__proto__', 'constructor', '', '\u0000'])('is total on hostile permission %j', (perm) => {
    expect(checkCall(analyze(scenario({})), perm, '__proto__')?.stage).toBeTruthy();
  });
  it('is null without an agent', () => expect(checkCall(analyze(scenario({}, { agent: 'nope' })), 'read', 'a')).toBeNull());
});

import { describe, expect, it } from 'vitest';
import type { Scenario } from './scenario.ts';
import { sameLoadInput } from './same-load-input.ts';

const base: Scenario = {
  version: 1,
  files: [{ path: '/p/agentforge.json', text: '{"permission":{"bash":"ask"}}' }],
  env: { A: '1' },
  cwd: '/p',
  worktree: '/p',
  home: '/h',
  platform: 'linux',
  probes: [],
};

describe('sameLoadInput', () => {
  it.each<[string, Partial<Scenario>, boolean]>([
    ['a copy', {}, true],
    ['a new probe', { probes: [{ permission: 'bash', input: 'ls' }] }, true],
    ['another agent, request, model, tools, title', { agent: 'plan', request: { tools: { bash: false } }, model: 'a/b', tools: ['bash'], title: 't' }, true],
    ['the same file text in a new object', { files: [{ path: '/p/agentforge.json', text: `${'{"permission":{"bash":'}"ask"}}` }] }, true],
    ['one character of a file', { files: [{ path: '/p/agentforge.json', text: '{"permission":{"bash":"asx"}}' }] }, false],
    ['a file path', { files: [{ path: '/p/agentforge.jsonc', text: base.files[0]!.text }] }, false],
    ['one more file', { files: [...base.files, { path: '/p/.env', text: '' }] }, false],
    ['an env value', { env: { A: '2' } }, false],
    ['an env name', { env: { B: '1' } }, false],
    ['one more env name', { env: { A: '1', B: '' } }, false],
    ['cwd', { cwd: '/p/sub' }, false],
    ['worktree', { worktree: '/' }, false],
    ['home', { home: '/root' }, false],
    ['platform', { platform: 'win32' }, false],
    ['a remote body', { remote: { 'https://x/.well-known/agentforge': { config: {} } } }, false],
    ['auth', { auth: { x: { type: 'wellknown', key: 'K', token: 't' } } }, false],
    ['the account config', { account: { permission: { bash: 'deny' } } }, false],
    ['an env key named __proto__', { env: JSON.parse('{"__proto__":"1"}') as Record<string, string> }, false],
  ])('%s → %s', (_, change, same) => {
    expect(sameLoadInput(base, { ...base, ...change })).toBe(same);
    expect(sameLoadInput({ ...base, ...change }, base)).toBe(same);
  });

  it('compares remote bodies by value, and a body JSON cannot say (a cycle) as different', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(sameLoadInput({ ...base, remote: { u: { a: [1] } } }, { ...base, remote: { u: { a: [1] } } })).toBe(true);
    expect(sameLoadInput({ ...base, remote: { u: cyclic } }, { ...base, remote: { u: { self: {} } } })).toBe(false);
  });
});

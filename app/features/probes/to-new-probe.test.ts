import { describe, expect, it } from 'vitest';
import { toNewProbe, toTesterProbe } from './to-new-probe.ts';

describe('toNewProbe', () => {
  it.each([
    [{ permission: ' bash ', input: 'git status', agent: '', expect: 'ask' }, { permission: 'bash', input: 'git status', expect: 'ask' }],
    [{ permission: 'edit', input: '', agent: 'plan', expect: '' }, { permission: 'edit', input: '', agent: 'plan' }],
    [{ permission: 'edit', input: 'x', agent: ' ', expect: 'maybe' }, { permission: 'edit', input: 'x' }],
    [{ permission: '  ', input: 'x', agent: '', expect: 'ask' }, null],
    [{ permission: '__proto__', input: 'constructor', agent: '', expect: '' }, { permission: '__proto__', input: 'constructor' }],
  ])('%j', (draft, probe) => expect(toNewProbe(draft)).toEqual(probe));
});

const PLACE = { files: [], cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux' } as const;

describe('toTesterProbe', () => {
  it('keeps the tester compared string: absolute paths inside the worktree become relative', () => {
    expect(toTesterProbe('read', '/home/user/project/src/a.ts', PLACE, 'allow')).toEqual({ permission: 'read', input: 'src/a.ts', expect: 'allow' });
    expect(toTesterProbe('bash', 'git status', PLACE, undefined)).toEqual({ permission: 'bash', input: 'git status' });
  });
});

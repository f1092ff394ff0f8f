import { describe, expect, it } from 'vitest';
import { isLongAgentList } from '../../frame/to-agent-options.ts';
import { toNewProbe, toProbeAgentModel, toTesterProbe } from './to-new-probe.ts';

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

describe('toProbeAgentModel', () => {
  it.each<[string, string[], string, number, boolean]>([
    ['no agents: the selected agent only', [], '', 1, false],
    ['three agents, one chosen', ['build', 'plan', 'rev'], 'plan', 4, false],
    ['300 agents: still a select', Array.from({ length: 299 }, (_, i) => `a${i}`), '', 300, false],
    ['301 options: a combobox', Array.from({ length: 300 }, (_, i) => `a${i}`), 'a7', 301, true],
    ['hostile names stay values', ['__proto__', 'constructor', '<b>x</b>'], '__proto__', 4, false],
  ])('%s', (_name, agents, chosen, count, isLong) => {
    const model = toProbeAgentModel(agents, chosen);
    expect(model.options[0]).toEqual({ value: '', label: 'selected agent' });
    expect(model.options.slice(1)).toEqual(agents.map((a) => ({ value: a, label: a })));
    expect(model.options).toHaveLength(count);
    expect(model.value).toBe(chosen);
    expect(isLongAgentList(model)).toBe(isLong);
  });
});

import { describe, expect, it } from 'vitest';
import { offsetOf } from '../config/text/offset-map.ts';
import { analyze } from '../analyze.ts';
import type { Rule } from '../permission/rule.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { collectGlobInputs, type GlobInputs } from './glob-intuition-lints.ts';
import { lintDiagnostics, lintGlobInput, lintRules } from './rule-lints.ts';

const at = { file: '/p/agentforge.json', line: 3, column: 5, length: 8 };
function user(permission: string, pattern: string, action: Rule['action']): Rule {
  return { permission, pattern, action, origin: { kind: 'config', keyPath: ['permission', permission, pattern], location: at } };
}
const none: GlobInputs = { read: [], edit: [], external_directory: [] };

describe('lintRules (glob intuition)', () => {
  it.each([
    // [rule, inputs, expected [witness, severity] or null]
    [user('read', 'src/*', 'deny'), none, ['src/a/b.ts', 'info']],
    [user('edit', 'src/*', 'allow'), none, ['src/a/b.ts', 'warning']],
    [user('edit', 'reports/**', 'deny'), none, ['reports', 'warning']],
    [user('edit', 'reports/**', 'allow'), none, ['reports', 'info']],
    [user('read', '*.md', 'allow'), { ...none, read: ['README.md', 'docs/a.md'] }, ['docs/a.md', 'warning']],
    [user('external_directory', '/tmp/*', 'allow'), { ...none, external_directory: ['/tmp/a/*'] }, ['/tmp/a/*', 'warning']],
    [user('*', 'src/*', 'allow'), none, ['src/a/b.ts', 'warning']],
    [user('read', '*', 'allow'), none, null],
    [user('read', 'src/a.ts', 'allow'), none, null],
    [user('bash', 'src/*', 'allow'), none, null],
    [user('glob', 'src/*', 'allow'), none, null],
    [{ permission: 'read', pattern: 'src/*', action: 'deny', origin: { kind: 'builtin-default' } } as Rule, none, null],
  ] as const)('%o -> %o', (rule, inputs, expected) => {
    const lints = lintRules([rule], [], inputs).filter((l) => l.code === 'rule/glob-intuition');
    expect(lints.map((l) => [l.witness, l.severity])).toEqual(expected ? [expected] : []);
  });

  it('leaves the bare `git status` to shell/exact-only', () => {
    expect(lintRules([user('bash', 'git status', 'allow')], [], none).map((l) => l.code)).toEqual(['shell/exact-only']);
  });

  it('says what differs, with the witness, where the rule was written', () => {
    const lints = lintRules([user('read', 'src/*', 'deny'), user('edit', 'reports/**', 'deny')], [], none);
    expect(lints.map((l) => l.detail)).toEqual([
      'matches "src/a/b.ts" here, which a glob would not: `*` crosses `/` here, while a glob\'s `*` stops at `/`.',
      'does not match "reports" here, which a glob would: `**` is just two stars here: "reports/**" means the same as "reports/*", and the `/` beside it is always required.',
    ]);
    expect(lints[0]!.message).toMatch(/^read\["src\/\*"\] in .* matches "src\/a\/b\.ts"/);
    expect(lintDiagnostics(lints).map((d) => [d.code, d.severity, d.path, d.line, d.column, d.length])).toEqual([
      ['rule/glob-intuition', 'info', '/p/agentforge.json', 3, 5, 8],
      ['rule/glob-intuition', 'warning', '/p/agentforge.json', 3, 5, 8],
    ]);
  });

  it('compares each distinct pattern once and stays fast on many rules', () => {
    const rules = Array.from({ length: 5000 }, (_, i) => user(i % 2 ? 'read' : 'edit', `dir${i % 300}/*`, 'allow'));
    const inputs = collectGlobInputs({ probes: [], files: Array.from({ length: 100 }, (_, i) => ({ path: `/p/f${i}/x.ts`, text: '' })), worktree: '/p' });
    expect(lintRules(rules, [], inputs).length).toBe(5000);
  });
});

describe('collectGlobInputs', () => {
  it('takes probe inputs of path permissions and the files as each permission asks for them', () => {
    const inputs = collectGlobInputs(
      { probes: [{ permission: 'read', input: 'src/deep/x.ts' }, { permission: 'bash', input: 'ls' }], files: [{ path: '/p/.agentforge/agent/a.md', text: '' }, { path: '/etc/hosts', text: '' }], worktree: '/p' },
      [{ permission: 'edit', input: 'tester/x' }],
    );
    expect(inputs).toEqual({
      read: ['src/deep/x.ts', '.agentforge/agent/a.md', '../etc/hosts'],
      edit: ['tester/x', '.agentforge/agent/a.md', '../etc/hosts'],
      external_directory: ['/p/.agentforge/agent/*', '/etc/*'],
    });
  });
});

describe('analyze: the glob lint reaches the diagnostics at the pattern', () => {
  it('uses the probe as the witness and points at the key', () => {
    const text = '{\n  "permission": {\n    "read": { "src/*": "deny" }\n  }\n}\n';
    const scenario: Scenario = {
      version: 1, files: [{ path: '/home/user/project/agentforge.json', text }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux',
      probes: [{ permission: 'read', input: 'src/deep/x.ts' }],
    };
    const a = analyze(scenario);
    const lint = a.ruleLints.find((l) => l.code === 'rule/glob-intuition');
    expect(lint?.witness).toBe('src/deep/x.ts');
    const d = a.diagnostics.find((x) => x.code === 'rule/glob-intuition')!;
    const from = offsetOf(text, d.line!, d.column!);
    expect(text.slice(from, from + d.length!)).toContain('src/*');
  });
});

describe('lintGlobInput (the tester)', () => {
  const rules = [user('edit', 'reports/**', 'deny'), user('edit', 'src/*', 'allow'), user('bash', 'src/*', 'allow'), user('read', 'src/*', 'deny')];
  it.each([
    // [permission, input, indices of the rules the input shows a difference on]
    ['edit', 'reports', [0]],
    ['edit', 'src/a/b.ts', [1]],
    ['edit', 'src/a.ts', []],
    ['read', 'src/deep/x', [3]],
    ['bash', 'src/a/b', []],
  ] as const)('%s %o -> %o', (permission, input, indices) => {
    expect(lintGlobInput(rules, permission, input).map((l) => [l.index, l.witness])).toEqual(indices.map((i) => [i, input]));
  });
});

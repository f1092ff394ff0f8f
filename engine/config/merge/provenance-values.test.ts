import { lookupProvenance } from './provenance.ts';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../analyze.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import { fileTexts, overriddenValues, valueTextAt } from './provenance-values.ts';
import { joinRules } from '../../permission/rule-segments.ts';

const home = '/home/user';
const W = `${home}/project`;
function load(global: string, project: string) {
  const scenario: Scenario = {
    version: 1, env: {}, cwd: W, worktree: W, home, platform: 'linux', probes: [],
    files: [{ path: `${home}/.config/agentforge/agentforge.json`, text: global }, { path: `${W}/agentforge.json`, text: project }],
  };
  const a = analyze(scenario);
  return { a, files: fileTexts(scenario.files) };
}

describe('overriddenValues', () => {
  it.each([
    // [global, project, key path, overridden texts]
    ['{"permission":{"bash":"allow"}}', '{"permission":{"bash":"deny"}}', ['permission', 'bash'], ['"allow"']],
    ['{\n  // why\n  "model": "a/b", \n}', '{"model":"c/d"}', ['model'], ['"a/b"']],
    ['{"permission":{"edit":{"*":"deny","x":"allow"}}}', '{"permission":{"edit":"ask"}}', ['permission', 'edit'], ['{"*":"deny","x":"allow"}']],
    ['{"tools":{"bash":true}}', '{"tools":{"bash":false}}', ['tools', 'bash'], ['true']],
    [`{"model":"a/${'x'.repeat(200)}"}`, '{"model":"c/d"}', ['model'], [`"a/${'x'.repeat(76)}…`]],
  ] as const)('%s then %s at %j', (global, project, keyPath, want) => {
    const { a, files } = load(global, project);
    const p = lookupProvenance(a.load.provenance, keyPath)!;
    expect(overriddenValues(p.overridden, files).map((v) => v.text)).toEqual(want);
  });

  it('reads nothing for positions outside the file or files it does not have', () => {
    const files = fileTexts([{ path: '/a.json', text: '{}' }]);
    expect(valueTextAt({ file: '/a.json', line: 9, column: 1, length: 1 }, files)).toBeNull();
    expect(valueTextAt({ file: '/a.json', line: 1, column: 99, length: 1 }, files)).toBeNull();
    expect(valueTextAt({ file: '/a.json', line: 0, column: 1, length: 1 }, files)).toBeNull();
    expect(valueTextAt({ file: '/a.json', line: Number.NaN, column: 1, length: 1 }, files)).toBeNull();
    expect(valueTextAt({ file: '/b.json', line: 1, column: 1, length: 1 }, files)).toBeNull();
  });

  it('reads the rest of the line in a markdown file', () => {
    const files = fileTexts([{ path: '/p/.agentforge/agent/x.md', text: '---\nmodel: a/b\n---\n' }]);
    expect(valueTextAt({ file: '/p/.agentforge/agent/x.md', line: 2, column: 1, length: 5 }, files)).toBe('a/b');
  });
});

describe('originOf for a mode merged into an agent', () => {
  it('gives the rule the file and line where it was typed under mode', () => {
    const { a } = load('{}', '{\n  "mode": {\n    "build": {\n      "permission": { "bash": "deny" }\n    }\n  }\n}');
    const rule = joinRules(a.agents!.byKey.get('build')!.permission).find((r) => r.permission === 'bash' && r.action === 'deny')!;
    expect(rule.origin).toMatchObject({ kind: 'config', location: { file: `${W}/agentforge.json`, line: 4 } });
  });
});

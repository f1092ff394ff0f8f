import { describe, expect, it } from 'vitest';
import { offsetOf } from '../text/offset-map.ts';
import { analyze } from '../../analyze.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import { locateFrontmatterKeys } from './markdown-locations.ts';
import { keyPathId } from '../merge/key-path.ts';

const AGENT = '/p/.agentforge/agent/rev.md';
const withAgent = (text: string): Scenario => ({
  version: 1, files: [{ path: AGENT, text }], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', agent: 'rev',
  probes: [{ permission: 'edit', input: 'a.ts' }, { permission: 'webfetch', input: 'https://x.test' }],
});
const codes = (text: string) => analyze(withAgent(text)).diagnostics.filter((d) => d.path === AGENT).map((d) => d.code);

describe('markdown agents read as the reference reads them', () => {
  it('an anchor and its alias deny both tools in the built agent', () => {
    const analysis = analyze(withAgent('---\nmode: primary\npermission:\n  edit: &d deny\n  webfetch: *d\n---\nYou review.'));
    expect(analysis.probes.map((p) => [p.probe.permission, p.agent, p.decision?.action])).toEqual([['edit', 'rev', 'deny'], ['webfetch', 'rev', 'deny']]);
  });

  it.each<[string, string, readonly string[], boolean]>([
    ['a timestamp description (a Date) fails the schema, as in the reference', '---\ndescription: 2024-01-01\n---\nx', ['config/invalid', 'config/load-aborted'], false],
    ['BOM before the fence: frontmatter still read', '\ufeff---\nmode: primary\npermission:\n  edit: deny\n---\nx', [], true],
    ['CRLF multi-line invalid frontmatter: the CLI skips the file', '---\r\nmode: primary\r\npermission: [1\r\n---\r\nx', ['config/frontmatter-skipped'], false],
    ['invalid YAML the fix-up leaves alone: whole text as prompt, a warning', '---\nmode: primary\npermission: [1\n---\nx', ['config/frontmatter-invalid'], true],
    ['---toml: whole text as prompt, a warning', '---toml\nmode = "primary"\n---\nx', ['config/frontmatter-invalid'], true],
    ['---js: never run, the file is not loaded, an error says why', '---js\n({mode: "primary"})\n---\nx', ['config/frontmatter-javascript'], false],
    ['an alias bomb: refused with an error', `---\na: &a [1,1,1,1,1,1,1,1,1]\n${'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'.charAt(i)}`).join(',')}]`).join('\n')}\n---\nx`, ['config/frontmatter-too-large'], false],
  ])('%s', (_name, text, expected, loaded) => {
    expect(codes(text)).toEqual(expected);
    const analysis = analyze(withAgent(text));
    const agents = (analysis.load.config?.agent ?? {}) as Record<string, unknown>;
    expect(Object.hasOwn(agents, 'rev')).toBe(loaded);
  });

  it('the skipped and whole-text diagnostics point at the failing line', () => {
    const at = (text: string) => analyze(withAgent(text)).diagnostics.find((d) => d.path === AGENT);
    expect(at('---\nmode: primary\npermission: [1\nb: 2\n---\nx')).toMatchObject({ code: 'config/frontmatter-invalid', line: 4 });
    expect(at('---\r\nmode: primary\r\npermission: [1\r\nb: 2\r\n---\r\nx')).toMatchObject({ code: 'config/frontmatter-skipped', line: 4 });
  });
});

describe('locateFrontmatterKeys', () => {
  it.each<[string, string, number]>([
    ['LF', '---\ndescription: x\npermission:\n  edit: deny\n---\nbody', 4],
    ['CRLF', '---\r\ndescription: x\r\npermission:\r\n  edit: deny\r\n---\r\nbody', 4],
    ['BOM (offsets count it)', '\ufeff---\ndescription: x\npermission:\n  edit: deny\n---\nbody', 4],
    ['language tag', '---yaml\ndescription: x\npermission:\n  edit: deny\n---\nbody', 4],
  ])('%s', (_name, text, line) => {
    const at = locateFrontmatterKeys(text, '/f.md', ['agent', 'rev']);
    const edit = at.get(keyPathId(['agent', 'rev', 'permission', 'edit']));
    expect(edit).toMatchObject({ line, column: 3 });
    const from = offsetOf(text, edit!.line, edit!.column);
    expect(text.slice(from, from + edit!.length)).toBe('edit');
    expect(at.get(keyPathId(['agent', 'rev', 'prompt']))?.line).toBe(6);
  });
});

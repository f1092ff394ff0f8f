import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { EXAMPLES } from '../examples/examples.ts';
import { detectImport, type ImportKind } from './detect-import.ts';
import { placeImport } from './place-import.ts';
import { MAX_PASTE_CHARS } from './cli-output.ts';

const base = { ...EXAMPLES[0]!.scenario, files: [{ path: '/home/user/project/agentforge.json', text: '{}' }], env: {} };
const ctx = { scenario: base };
const DOT = '/home/user/project/.agentforge';

const AGENT_MD = '---\ndescription: Reviews code\nmode: subagent\npermission:\n  edit: deny\n---\nYou review.\n';
const CLAUDE_AGENT = '---\nname: Code Reviewer\ndescription: Reviews code\npermission:\n  bash: ask\n---\nYou review.\n';
const COMMAND_MD = '---\ndescription: Runs tests\nagent: build\n---\nRun the tests for $ARGUMENTS.\n';
const TEMPLATE_ONLY = '---\ndescription: Runs tests\n---\nRun the tests for $ARGUMENTS.\n';
const BARE_FM = '---\ndescription: Helps\n---\nYou help.\n';
const EMPTY_FM = '---\n---\nYou help.\n';
const DEBUG_CONFIG = JSON.stringify({ $schema: 'https://opencode.ai/config.json', agent: {}, mode: {}, plugin: [], command: {}, permission: { bash: 'ask' }, username: 'me' }, null, 2);
const SCENARIO = JSON.stringify({ version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] });
const DEBUG_AGENT = JSON.stringify({ name: 'build', permission: [{ permission: '*', pattern: '*', action: 'allow' }] }, null, 2);
const LOG = 'INFO 2026 service=permission permission=bash pattern=ls ruleset=[{"permission":"*","pattern":"*","action":"allow"}] evaluate';

describe('detectImport', () => {
  it.each<[string, string, ImportKind | null, boolean, string | null, string?]>([
    ['an agent markdown (mode: subagent)', AGENT_MD, 'agent', true, `${DOT}/agent/reviews-code.md`],
    ['a Claude-style agent with name:', CLAUDE_AGENT, 'agent', true, `${DOT}/agent/code-reviewer.md`],
    ['a command (agent: key)', COMMAND_MD, 'command', true, `${DOT}/command/runs-tests.md`],
    ['a command by its $ARGUMENTS', TEMPLATE_ONLY, 'command', true, `${DOT}/command/runs-tests.md`],
    ['frontmatter with only a description', BARE_FM, 'agent', false, `${DOT}/agent/helps.md`],
    ['empty frontmatter', EMPTY_FM, 'agent', false, `${DOT}/agent/imported.md`],
    ['plain prose', 'You are a careful reviewer.', 'agent', false, `${DOT}/agent/imported.md`],
    ['a file in a mode/ folder', BARE_FM, 'mode', true, `${DOT}/mode/plan.md`, 'x/mode/plan.md'],
    ['a file named .md holding JSON', '{"a":1}', 'agent', false, `${DOT}/agent/notes.md`, 'notes.md'],
    ['a config', '{ "permission": { "bash": "deny" } }', 'config', true, '/home/user/project/agentforge.jsonc'],
    ['a JSONC config with comments', '// mine\n{ "agent": { "x": {} }, }', 'config', true, '/home/user/project/agentforge.jsonc'],
    ['a config cut short', '{ "permission": { "bash": ', 'config', true, '/home/user/project/agentforge.jsonc'],
    ['a config nesting 10,000 deep', `{"permission": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 'config', true, '/home/user/project/agentforge.jsonc'],
    ['debug config output', DEBUG_CONFIG, 'debug-config', true, '/home/user/project/agentforge.jsonc'],
    ['debug config output after its command line', `$ agentforge debug config\n${DEBUG_CONFIG}`, 'debug-config', true, '/home/user/project/agentforge.jsonc'],
    ['a scenario file', SCENARIO, 'scenario', true, null],
    ['JSON with scenario keys but no files', '{ "cwd": "/p", "home": "/h" }', 'scenario', false, null],
    ['debug agent output', DEBUG_AGENT, 'cli', true, null],
    ['a printed ruleset', '[{"permission":"*","pattern":"*","action":"allow"}]', 'cli', true, null],
    ['a permission log line', LOG, 'cli', true, null],
    ['empty', '', null, true, null],
    ['blank', ' \n\t ', null, true, null],
    ['binary', 'PK\u0003\u0004\u0000\u0000binary', null, true, null],
    ['mostly control characters', '\u0001\u0002\u0003\u0004abc', null, true, null],
    ['huge', 'x'.repeat(8_000_001), null, true, null],
  ])('%s', (_name, text, kind, isSure, path, fileName) => {
    const d = detectImport(text, fileName ? { ...ctx, fileName } : ctx);
    expect(d.kind).toBe(kind);
    expect(d.isSure).toBe(isSure);
    expect(d.choices[0]?.path ?? null).toBe(path);
    expect(d.reason).not.toBe('');
    if (!isSure) expect(d.choices.length).toBeGreaterThan(1);
  });

  it('picks a free name when the file exists', () => {
    const taken = { scenario: { ...base, files: [...base.files, { path: `${DOT}/agent/reviews-code.md`, text: 'x' }] } };
    expect(detectImport(AGENT_MD, taken).choices[0]?.path).toBe(`${DOT}/agent/reviews-code-2.md`);
  });

  it.each([
    ['a 5 MB config is a config', 5_000_000, 'config'],
    ['a text at the cap is read', MAX_PASTE_CHARS, 'config'],
    ['a text over the cap is refused, with the reason', MAX_PASTE_CHARS + 1, null],
  ] as const)('%s', (_, chars, kind) => {
    const head = '{"permission": {"bash": "ask"}}\n//';
    const text = head + 'x'.repeat(chars - head.length);
    expect(text.length).toBe(chars);
    const got = detectImport(text, ctx);
    expect(got.kind).toBe(kind);
    if (kind === null) expect(got.reason).toMatch(/larger than 8 M characters/);
  });

  it('never throws on odd frontmatter', () => {
    for (const text of ['---\n: : :\n---\n', '---js\nmodule.exports = {}\n---\n', '---\n&a [*a]\n---\n', `---\n${'a: &x [1]\n'.repeat(3)}---\n`, '---\n\u0000\n---']) {
      expect(() => detectImport(text, ctx)).not.toThrow();
    }
  });
});

describe('placeImport', () => {
  it('puts a pasted agent in .agentforge/agent/, and the config loads with the agent', () => {
    const d = detectImport(AGENT_MD, ctx);
    const r = placeImport(base, AGENT_MD, d.choices[0]!);
    expect(r.path).toBe(`${DOT}/agent/reviews-code.md`);
    expect(r.diagnostics).toEqual([]);
    const a = analyze(r.scenario);
    expect(a.load.error ?? null).toBeNull();
    expect(a.agents?.list).toContain('reviews-code');
  });

  it('says when the loader does not read the chosen path', () => {
    const r = placeImport(base, AGENT_MD, { kind: 'agent', label: '', path: '/home/user/project/docs/agent.md' });
    expect(r.diagnostics[0]?.message).toMatch(/does not read/);
    const disabled = placeImport({ ...base, env: { AGENTFORGE_DISABLE_PROJECT_CONFIG: '1' } }, AGENT_MD, detectImport(AGENT_MD, ctx).choices[0]!);
    expect(disabled.diagnostics[0]?.message).toMatch(/disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG/);
    const asConfig = placeImport(base, AGENT_MD, { kind: 'agent', label: '', path: `${DOT}/agentforge.jsonc` });
    expect(asConfig.diagnostics[0]?.message).toMatch(/reads .* as .*, not as an agent/);
  });

  it('imports debug config output as one layer without the loader-added empty keys', () => {
    const d = detectImport(`$ agentforge debug config\n${DEBUG_CONFIG}`, ctx);
    const r = placeImport(base, `$ agentforge debug config\n${DEBUG_CONFIG}`, d.choices[0]!);
    const file = r.scenario.files.find((f) => f.path === r.path);
    expect(JSON.parse(file!.text)).toEqual({ $schema: 'https://opencode.ai/config.json', permission: { bash: 'ask' }, username: 'me' });
    expect(analyze(r.scenario).ruleset.some((x) => x.permission === 'bash' && x.action === 'ask')).toBe(true);
  });

  it('a config goes to its layer; a typed path is used as given', () => {
    const r = placeImport(base, '{"permission":{"webfetch":"deny"}}', { kind: 'config', label: '', path: null, target: 'config-content' });
    expect(r.path).toBe('env:AGENTFORGE_CONFIG_CONTENT');
    const typed = placeImport(base, '{"permission":{"webfetch":"deny"}}', { kind: 'config', label: '', path: `${DOT}/agentforge.json`, target: 'project' });
    expect(typed.path).toBe(`${DOT}/agentforge.json`);
    expect(typed.diagnostics).toEqual([]);
    expect(placeImport(base, 'x', { kind: 'agent', label: '', path: ' ' }).diagnostics[0]?.severity).toBe('error');
  });
});

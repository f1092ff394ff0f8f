import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { EXAMPLES } from '../examples/examples.ts';
import { importCliOutput } from './cli-output.ts';
import { IMPORT_CHECK_CHARS, importConfigLayer, LAYER_TARGETS, layerTargetPath } from './config-layer.ts';
import { layoutPermissions, type BareRule } from './permission-layout.ts';
import { placeDroppedFiles } from './place-files.ts';
import { scenarioFromRuleset } from './ruleset-scenario.ts';

const base = EXAMPLES[0]!.scenario;
const codes = (d: readonly { code: string }[]) => d.map((x) => x.code);
const bareOf = (s: typeof base) => analyze(s).ruleset.map((r) => ({ permission: r.permission, pattern: r.pattern, action: r.action }));

// The shape opencode's permission service logs (Log.create({service: "permission"}) then log.info("evaluate", {permission, pattern, ruleset})).
const DEFAULTS = '{"permission":"*","action":"allow","pattern":"*"},{"permission":"doom_loop","action":"ask","pattern":"*"},{"permission":"external_directory","pattern":"*","action":"ask"},{"permission":"external_directory","pattern":"/home/dev/.local/share/agentforge/tool-output/*","action":"allow"}';
const LOG = `INFO  2026-06-09T17:49:40 +0ms service=permission permission=bash pattern=git push origin main ruleset=[${DEFAULTS},{"permission":"bash","pattern":"*","action":"allow"},{"permission":"bash","pattern":"git push *","action":"deny"}] evaluate`;

describe('importCliOutput', () => {
  it('turns a permission log line into a scenario with the decision in question as a probe', () => {
    const r = importCliOutput(`some noise\n${LOG}\nINFO next line`);
    expect(r.kind).toBe('log-line');
    if (r.kind !== 'log-line') return;
    expect(r.scenario.home).toBe('/home/dev');
    expect(r.scenario.probes).toEqual([{ permission: 'bash', input: 'git push origin main', expect: 'deny' }]);
    expect(analyze(r.scenario).probes[0]!.decision!.action).toBe('deny');
  });

  it('reads a log line cut off with …] and says so', () => {
    const r = importCliOutput(LOG.replace(/,\{"permission":"bash","pattern":"git push \*".*$/, ', …]'));
    expect(r.kind).toBe('log-line');
    expect(codes(r.diagnostics)).toContain('import-cut');
  });

  it('reproduces `debug agent` output exactly, custom agents included', () => {
    for (const example of EXAMPLES) {
      const a = analyze(example.scenario);
      if (!a.agent) continue; // a config the reference refuses prints no agent
      const printed = JSON.stringify({ name: a.agent!.name, mode: 'primary', native: true, permission: bareOf(example.scenario), options: {}, tools: { bash: true } }, null, 2);
      const r = importCliOutput(printed);
      expect(r.kind).toBe('debug-agent');
      if (r.kind !== 'debug-agent') continue;
      expect(codes(r.diagnostics)).toContain('import-exact');
      expect(bareOf(r.scenario)).toEqual(bareOf(example.scenario));
    }
    const custom = { ...base, files: [{ path: `${base.home}/.config/agentforge/agentforge.jsonc`, text: '{"agent":{"review":{"mode":"primary","permission":{"edit":"deny","bash":{"*":"ask","git diff *":"allow"}}}},"permission":{"bash":"allow","read":"allow"}}' }], agent: 'review' };
    const r = importCliOutput(JSON.stringify({ name: 'review', permission: bareOf(custom) }));
    expect(codes(r.diagnostics)).toContain('import-exact');
  });

  it.each([
    ['a value mentioning ruleset=[', '{\n  "$schema": "https://opencode.ai/config.json",\n  "instructions": ["see service=permission permission=bash pattern=x ruleset=[ in the logs"],\n  "permission": { "bash": "ask" }\n}\n'],
    ['a key mentioning ruleset=[', '{\n  "permission": { "bash": { "echo ruleset=[1]": "deny" } }\n}'],
    ['a prompt line starting a value', '{\n  "agent": { "x": { "prompt": "a\\n ruleset=[ b" } }\n}'],
  ])('tells a `debug config` dump from a log line by its structure (%s)', (_name, text) => {
    const r = importCliOutput(text);
    expect(r.kind).toBe('debug-config');
  });

  it('still reads an indented log line after noise', () => {
    expect(importCliOutput(`$ agentforge run\n   ${LOG}`).kind).toBe('log-line');
  });

  it('imports `debug config` as one layer, dropping the empty keys the loader adds', () => {
    const r = importCliOutput('{\n  "$schema": "https://opencode.ai/config.json",\n  "agent": {},\n  "mode": {},\n  "plugin": [],\n  "permission": { "bash": "ask" }\n}\n');
    expect(r.kind).toBe('debug-config');
    if (r.kind === 'debug-config') expect(JSON.parse(r.text)).toEqual({ $schema: 'https://opencode.ai/config.json', permission: { bash: 'ask' } });
  });

  it.each([
    ['plain text', 'hello world'],
    ['a result-only line', 'INFO service=permission permission=read pattern=a action={"permission":"read","action":"allow","pattern":"*"} evaluated'],
    ['broken JSON', '{"permission": ['],
    ['a deep array', `${'['.repeat(10000)}`],
    ['huge', 'x'.repeat(4_000_001)],
  ])('reports %s clearly', (_name, text) => {
    const r = importCliOutput(text);
    expect(r.kind).toBe('unknown');
    expect(r.diagnostics[0]!.severity).toBe('error');
  });

  it('never throws on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      expect(() => importCliOutput(text)).not.toThrow();
      expect(() => importCliOutput(`permission=a pattern=b ruleset=${text}`)).not.toThrow();
    }));
  });
});

describe('layoutPermissions', () => {
  const r = (permission: string, pattern: string, action: BareRule['action']): BareRule => ({ permission, pattern, action });
  it.each([
    ['moves a rule next to its key across unrelated keys', [r('bash', '*', 'ask'), r('read', '*', 'allow'), r('bash', 'git *', 'allow')], { bash: { '*': 'ask', 'git *': 'allow' }, read: 'allow' }, {}],
    ['keeps a later wildcard key after', [r('bash', '*', 'ask'), r('*', '*', 'deny'), r('bash', 'ls', 'allow')], { bash: 'ask', '*': 'deny' }, { bash: { ls: 'allow' } }],
    ['moves a repeated pattern to the agent object', [r('bash', '*', 'ask'), r('bash', 'ls', 'allow'), r('bash', '*', 'deny')], { bash: { '*': 'ask', ls: 'allow' } }, { bash: 'deny' }],
  ])('%s', (_name, rules, global, agent) => {
    const layout = layoutPermissions(rules);
    expect(layout.global).toEqual(global);
    expect(layout.agent).toEqual(agent);
  });

  it('keeps every decision the same for random rulesets, unless it says a rule lost its order', () => {
    const rule = fc.record({ permission: fc.constantFrom('bash', 'read', 'edit', '*', 'mcp_*'), pattern: fc.constantFrom('*', 'git *', 'ls', 'a*'), action: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const) });
    fc.assert(fc.property(fc.array(rule, { maxLength: 12 }), (rules) => {
      const s = scenarioFromRuleset([...bareOf({ ...base, files: [] }).slice(0, -1), ...rules, bareOf({ ...base, files: [] }).at(-1)!]);
      if (s.diagnostics.some((d) => d.code === 'import-order')) return;
      expect(s.diagnostics.map((d) => d.code).filter((c) => c === 'import-exact' || c === 'import-equivalent')).toHaveLength(1);
      const rebuilt = analyze(s.scenario);
      for (const permission of ['bash', 'read', 'edit', 'mcp_x', 'webfetch']) for (const input of ['git push', 'ls', 'abc', 'x']) {
        const want = [...rules].reverse().find((x) => (x.permission === permission || x.permission === '*' || (x.permission === 'mcp_*' && permission.startsWith('mcp_'))) && (x.pattern === '*' || x.pattern === input || (x.pattern === 'git *' && input.startsWith('git ')) || (x.pattern === 'a*' && input.startsWith('a'))));
        if (!want) continue;
        const got = [...rebuilt.ruleset].reverse().find((x) => (x.permission === permission || x.permission === '*' || (x.permission === 'mcp_*' && permission.startsWith('mcp_'))) && (x.pattern === '*' || x.pattern === input || (x.pattern === 'git *' && input.startsWith('git ')) || (x.pattern === 'a*' && input.startsWith('a'))));
        expect(got?.action).toBe(want.action);
      }
    }), { numRuns: 60 });
  });
});

describe('importConfigLayer', () => {
  it.each(LAYER_TARGETS.map((t) => [t.target]))('places a pasted config as the %s layer, and the loader reads it', (target) => {
    const r = importConfigLayer({ ...base, files: [] }, '{ "permission": { "webfetch": "deny" } }', target);
    const a = analyze(r.scenario);
    expect(a.ruleset.some((x) => x.permission === 'webfetch' && x.action === 'deny')).toBe(true);
    expect(r.path).toBe(layerTargetPath(target, base) ?? 'env:AGENTFORGE_CONFIG_CONTENT');
  });
  const broken = '{ "permission": { "webfetch": "deny" ';
  it.each([
    ['a broken config is imported with a warning', broken, ['import-config-jsonc']],
    ['a config nested 30,000 deep is checked like any other (valid: no warning)', `{"agent": {"build": {"options": {"x": ${'['.repeat(30_000)}${']'.repeat(30_000)}}}}}`, []],
    ['a config nested 30,000 deep with a syntax error at the bottom', `${'['.repeat(30_000)}x${']'.repeat(30_000)}`, ['import-config-jsonc']],
    ['a broken config over the check size is imported; the analysis places the error', broken + ' '.repeat(IMPORT_CHECK_CHARS), []],
    ['a valid config gives no warning', '{ "permission": { "webfetch": "deny" } }', []],
  ])('%s', (_, text, codes) => {
    const r = importConfigLayer({ ...base, files: [] }, text, 'project');
    expect(r.diagnostics.map((d) => d.code)).toEqual(codes);
    expect(r.scenario.files.find((f) => f.path === r.path)?.text).toBe(text);
    if (text.length > IMPORT_CHECK_CHARS) expect(analyze(r.scenario).diagnostics.some((d) => d.severity === 'error' && d.path === r.path && d.line === 1)).toBe(true);
  });
});

describe('placeDroppedFiles', () => {
  it('places a dropped project folder and a ~/.config/agentforge folder where the loader reads them', () => {
    const r = placeDroppedFiles({ ...base, files: [] }, [
      { path: 'proj/agentforge.json', text: '{}' },
      { path: 'proj/.agentforge/agent/review.md', text: '---\ndescription: r\n---\nx' },
      { path: 'proj/README.md', text: 'x' },
      { path: 'proj/node_modules/x/agentforge.json', text: '{}' },
    ]);
    expect(r.placements.map((p) => [p.dropped, p.path, p.layer?.source ?? null])).toEqual([
      ['proj/agentforge.json', '/home/user/project/agentforge.json', 'project'],
      ['proj/.agentforge/agent/review.md', '/home/user/project/.agentforge/agent/review.md', 'agent-md'],
      ['proj/README.md', null, null],
      ['proj/node_modules/x/agentforge.json', null, null],
    ]);
    const g = placeDroppedFiles({ ...base, files: [] }, [{ path: 'agentforge/agentforge.jsonc', text: '{}' }, { path: 'agentforge.json', text: '{}' }]);
    expect(g.placements.map((p) => p.path)).toEqual(['/home/user/.config/agentforge/agentforge.jsonc', '/home/user/project/agentforge.json']);
  });
});

import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { loadConfig } from '../config/load.ts';
import { loaderInputFromVector } from '../config/discover/loader-input.ts';
import { deflateLinkPayload } from '../scenario/permalink-lz.ts';
import { decodePermalink } from '../scenario/permalink.ts';
import { parseScenarioText, readScenario } from '../scenario/read-scenario.ts';
import type { Diagnostic } from '../diagnostic.ts';
import { expectPrototypeUntouched } from './fuzz-runs.ts';

const KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const base = { version: 1, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] };
/** JSON text with a prototype-like key (JSON.parse keeps `__proto__` as an own key, as a file would). */
const scenarioWith = (json: string): unknown => JSON.parse(json);
const warnsAbout = (diagnostics: readonly Diagnostic[], key: string) => diagnostics.some((d) => d.severity === 'warning' && d.message.includes(key));
const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

describe.each(KEYS)('prototype key %s is plain data everywhere', (key) => {
  const payload = `{"${key}": {"polluted": "deny", "bash": "allow"}, "edit": "ask"}`;
  // JSONC text (jsonc-parser's `obj[key] = value` in the reference) drops `__proto__`; JSON.parse and js-yaml keep it as a key.
  const isDroppedInJsonc = key === '__proto__';
  const cases: readonly { where: string; scenario: () => unknown; merged: (c: Record<string, unknown>) => unknown; isJsonc: boolean }[] = [
    { where: 'a JSONC config file (permission)', scenario: () => ({ ...base, files: [{ path: '/p/agentforge.jsonc', text: `{"permission": ${payload}}` }] }), merged: (c) => c.permission, isJsonc: true },
    { where: 'a JSONC config file (agent)', scenario: () => ({ ...base, files: [{ path: '/p/agentforge.json', text: `{"agent": {"${key}": {"prompt": "x"}}}` }] }), merged: (c) => c.agent, isJsonc: true },
    { where: 'the global config', scenario: () => ({ ...base, files: [{ path: '/h/.config/agentforge/agentforge.json', text: `{"permission": ${payload}}` }] }), merged: (c) => c.permission, isJsonc: true },
    { where: 'AGENTFORGE_CONFIG_CONTENT', scenario: () => ({ ...base, files: [], env: { AGENTFORGE_CONFIG_CONTENT: `{"permission": ${payload}}` } }), merged: (c) => c.permission, isJsonc: true },
    { where: 'AGENTFORGE_PERMISSION', scenario: () => ({ ...base, files: [], env: { AGENTFORGE_PERMISSION: payload } }), merged: (c) => c.permission, isJsonc: false },
    { where: 'markdown frontmatter', scenario: () => ({ ...base, files: [{ path: '/p/.agentforge/agent/rev.md', text: `---\n${key}:\n  polluted: yes\npermission:\n  ${key}: deny\n---\nYou review.` }] }), merged: (c) => (c.agent as Record<string, Record<string, unknown>>).rev?.permission, isJsonc: false },
    { where: 'a markdown agent named after it', scenario: () => ({ ...base, files: [{ path: `/p/.agentforge/agent/${key}.md`, text: '---\ndescription: x\n---\nbody' }] }), merged: (c) => c.agent, isJsonc: false },
    { where: 'legacy tools', scenario: () => ({ ...base, files: [{ path: '/p/agentforge.json', text: `{"tools": {"${key}": false}}` }] }), merged: (c) => c.permission, isJsonc: true },
  ];
  it.each(cases)('in $where: Object.prototype untouched, the merged config shows it as a key (JSONC: drops __proto__), a warning says so', ({ scenario, merged, isJsonc }) => {
    const reading = readScenario(scenario());
    expect(reading.scenario).not.toBeNull();
    const analysis = analyze(reading.scenario!);
    expectPrototypeUntouched();
    expect(analysis.load.config).not.toBeNull();
    const shown = merged(analysis.load.config as Record<string, unknown>);
    if (isJsonc && isDroppedInJsonc) expect(keysOf(shown)).not.toContain(key);
    else expect(keysOf(shown)).toContain(key);
    if (shown !== undefined) expect(Object.getPrototypeOf(shown)).toBe(Object.prototype);
    expect(warnsAbout(analysis.diagnostics, key)).toBe(true);
  });

  const objectCases: readonly { where: string; json: string; check: (s: NonNullable<ReturnType<typeof readScenario>['scenario']>) => void }[] = [
    { where: 'scenario.env', json: `{"version":1,"env":{"${key}":"x","A":"b"}}`, check: (s) => expect(Object.keys(s.env)).toEqual([key, 'A']) },
    { where: 'scenario.request.tools', json: `{"version":1,"request":{"tools":{"${key}":false,"bash":true}}}`, check: (s) => expect(Object.keys(s.request?.tools ?? {})).toEqual([key, 'bash']) },
    { where: 'the scenario object itself', json: `{"version":1,"${key}":{"polluted":1},"title":"t"}`, check: (s) => expect(s.title).toBe('t') },
    { where: 'a probe', json: `{"version":1,"probes":[{"permission":"${key}","input":"x","${key}":{"polluted":1}}]}`, check: (s) => expect(s.probes[0]?.permission).toBe(key) },
    { where: 'auth', json: `{"version":1,"auth":{"${key}":{"type":"api"}}}`, check: (s) => expect(Object.keys(s.auth ?? {})).toEqual([key]) },
  ];
  it.each(objectCases)('in $where: kept as data with a warning, and the pipeline runs', ({ json, check }) => {
    const reading = parseScenarioText(json);
    expect(reading.scenario).not.toBeNull();
    check(reading.scenario!);
    expect(warnsAbout(reading.diagnostics, key)).toBe(true);
    const analysis = analyze(reading.scenario!);
    expect(analysis.agent).not.toBeNull();
    expectPrototypeUntouched();
  });

  it('request.tools: the session rule is for the tool of that name, nothing inherited', () => {
    const analysis = analyze(readScenario(scenarioWith(`{"version":1,"request":{"tools":{"${key}":false}},"probes":[{"permission":"${key}","input":"x"},{"permission":"bash","input":"ls"}]}`)).scenario!);
    expect(analysis.sessionRules.map((r) => [r.permission, r.action])).toEqual([[key, 'deny']]);
    expect(analysis.probes[0]?.decision?.action).toBe('deny');
    expect(analysis.probes[1]?.decision?.rule?.permission).not.toBe(key);
    expectPrototypeUntouched();
  });

  it('in a link: unsafe keys of the scenario object are dropped with a warning; config texts inside treat them as the reference does', () => {
    const body = `{"scenario":{"version":1,"cwd":"/p","worktree":"/p","${key}":{"polluted":1},"env":{"${key}":"x"},"files":[{"path":"/p/agentforge.json","text":${JSON.stringify(`{"permission": ${payload}}`)}}]}}`;
    const reading = decodePermalink(`#s=1.${deflateLinkPayload(body)}`);
    expectPrototypeUntouched();
    expect(reading.kind).toBe('ok');
    if (reading.kind !== 'ok') return;
    expect(reading.diagnostics.filter((d) => d.code === 'link-unsafe-key').map((d) => d.severity)).toEqual(['warning', 'warning']);
    const analysis = analyze(reading.scenario);
    if (isDroppedInJsonc) expect(keysOf(analysis.load.config?.permission)).not.toContain(key);
    else expect(keysOf(analysis.load.config?.permission)).toContain(key);
    expect(warnsAbout(analysis.diagnostics, key)).toBe(true);
    expectPrototypeUntouched();
  });

  it('in a merge/agent vector input (env, auth, layers)', () => {
    const input = loaderInputFromVector(JSON.parse(`{"env":{"${key}":"x","AGENTFORGE_PERMISSION":${JSON.stringify(payload)}},"auth":{"${key}":{"type":"api"}},"cwd":"/p","worktree":"/p","layers":[{"source":"project","path":"/p/agentforge.json","content":{"permission":${payload}}}]}`));
    expect(Object.keys(input.env)).toContain(key);
    expect(Object.keys(input.auth ?? {})).toEqual([key]);
    const load = loadConfig(input);
    expect(keysOf(load.config?.permission)).toContain(key);
    expect(warnsAbout(load.diagnostics, key)).toBe(true);
    expectPrototypeUntouched();
  });
});

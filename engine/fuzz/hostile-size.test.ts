import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { deflateLinkPayload } from '../scenario/permalink-lz.ts';
import { decodePermalink } from '../scenario/permalink.ts';
import { parseScenarioText, readScenario } from '../scenario/read-scenario.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { expectWellFormed, IS_LONG_RUN } from './fuzz-runs.ts';

/** 100,000 rules take seconds on a loaded machine: the quick run uses a tenth, `npm run fuzz` all of them. */
const RULES = IS_LONG_RUN ? 100_000 : 10_000;
/** Big for the quick run, the brief's sizes for the long one. */
const scale = (quick: number, full: number) => (IS_LONG_RUN ? full : quick);

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git status' }] };
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const project = (text: string): Scenario => ({ ...base, files: [{ path: '/p/agentforge.jsonc', text }] });
const agentMd = (frontmatter: string): Scenario => ({ ...base, files: [{ path: '/p/.agentforge/agent/big.md', text: `---\n${frontmatter}\n---\nbody` }] });

/** Each case: a scenario, and the diagnostic code it must give (null: it must simply answer). */
const CASES: readonly { name: string; scenario: () => Scenario; code: string | null }[] = [
  { name: 'a 5 MB config file', scenario: () => project(`{"instructions": ["${'x'.repeat(5_000_000)}"], "permission": {"bash": "deny"}}`), code: null },
  { name: `${RULES.toLocaleString('en-US')} rules for one permission`, scenario: () => project(`{"permission": {"bash": {${Array.from({ length: RULES }, (_, i) => `"cmd${i} *": "${['allow', 'ask', 'deny'][i % 3]}"`).join(',')}}}}`), code: null },
  { name: 'nesting 30,000 deep in a config file (objects)', scenario: () => project(deepObject(30_000)), code: 'config/deeper-than-cli' },
  { name: 'nesting 30,000 deep in a config file (arrays)', scenario: () => project(`{"agent": {"build": {"options": {"x": ${deepArray(30_000)}}}}}`), code: 'config/deeper-than-cli' },
  { name: 'nesting 30,000 deep in AGENTFORGE_CONFIG_CONTENT', scenario: () => ({ ...base, env: { AGENTFORGE_CONFIG_CONTENT: deepObject(30_000) } }), code: 'config/deeper-than-cli' },
  { name: 'nesting 10,000 deep in AGENTFORGE_PERMISSION', scenario: () => ({ ...base, env: { AGENTFORGE_PERMISSION: deepObject(10_000) } }), code: 'config/env-permission-too-deep' },
  { name: 'nesting 30,000 deep in an org (account) config', scenario: () => ({ ...base, account: { url: 'org', text: `{"provider": {"x": {"options": {"y": ${deepArray(30_000)}}}}}` } }), code: 'config/deeper-than-cli' },
  { name: 'nesting 10,000 deep in frontmatter (flow)', scenario: () => agentMd(`permission: ${deepArray(10_000)}`), code: 'config/frontmatter-invalid' },
  { name: 'nesting 10,000 deep in frontmatter (dashes)', scenario: () => agentMd(`permission: ${'- '.repeat(10_000)}1`), code: 'config/frontmatter-invalid' },
  { name: 'nesting 2,000 deep in frontmatter (indentation, 2 MB)', scenario: () => agentMd(`permission:\n${Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i + 1)}-`).join('\n')} 1`), code: 'config/too-deep' },
  { name: 'a 1 MB line of spaces in frontmatter', scenario: () => agentMd(`description: a${' '.repeat(1_000_000)}b`), code: null },
  { name: 'a 1 MB blank line and a 1 MB comment in frontmatter', scenario: () => agentMd(`description: x\n${' '.repeat(1_000_000)}\n${' '.repeat(1_000_000)}# c\n${'\n'.repeat(100_000)}`), code: null },
  { name: 'a flow list with 100,000 blank runs across lines', scenario: () => agentMd(`description: [a${' \n'.repeat(100_000)}b]`), code: 'config/frontmatter-invalid' },
  { name: 'a 1 MB single-line config', scenario: () => project(`{"permission": {"bash": {${Array.from({ length: scale(30_000, 60_000) }, (_, i) => `"x${i}*y":"deny"`).join(',')}}}}`), code: null },
  { name: 'a 200,000-star pattern against a 200,000-character input', scenario: () => ({ ...project(`{"permission": {"bash": {"${'a*'.repeat(100_000)}": "deny"}}}`), probes: [{ permission: 'bash', input: 'ab'.repeat(100_000) }] }), code: null },
  { name: 'a 5 MB probe input', scenario: () => ({ ...project('{"permission": {"bash": {"*x*y*z*": "deny"}}}'), probes: [{ permission: 'bash', input: 'x'.repeat(5_000_000) }] }), code: null },
  { name: 'a 100,000-character agent name and prompt', scenario: () => project(`{"agent": {"${'n'.repeat(100_000)}": {"prompt": "${'<script>'.repeat(10_000)}"}}}`), code: null },
  { name: '150,000 duplicate keys (as many diagnostics: a spread push of them overflows the stack)', scenario: () => project(`{"permission": {"bash": {${'"x": "allow",'.repeat(150_000)}"y": "deny"}}}`), code: 'config/duplicate-key' },
  { name: 'a thousand markdown agents', scenario: () => ({ ...base, files: Array.from({ length: scale(1000, 5000) }, (_, i) => ({ path: `/p/.agentforge/agent/a${i}.md`, text: '---\ndescription: x\n---\nhi' })) }), code: null },
];

describe('hostile size and shape: a diagnostic or a slower answer, never a stack overflow', () => {
  it.each(CASES)('$name', ({ scenario, code }) => {
    const analysis = analyze(scenario());
    expectWellFormed(analysis.diagnostics);
    if (code) expect(analysis.diagnostics.map((d) => d.code)).toContain(code);
    else expect(analysis.probes.every((p) => p.decision !== null)).toBe(true);
  }, 60_000);

  const SCENARIO_TEXTS: readonly { name: string; text: () => string; code: string }[] = [
    { name: 'a scenario file nested 10,000 deep', text: () => `{"version": 1, "remote": {"x": ${deepObject(10_000)}}}`, code: 'scenario-too-deep' },
    { name: 'a scenario file of 10,000 nested arrays', text: () => deepArray(10_000), code: 'scenario-too-deep' },
  ];
  it.each(SCENARIO_TEXTS)('$name', ({ text, code }) => {
    const reading = parseScenarioText(text());
    expect(reading.scenario).toBeNull();
    expect(reading.diagnostics.map((d) => d.code)).toEqual([code]);
  });

  it('a scenario object nested 10,000 deep (remote body) is refused', () => {
    let body: unknown = 1;
    for (let i = 0; i < 10_000; i++) body = { a: body };
    const reading = readScenario({ ...base, remote: { 'https://x.test/.well-known/agentforge': { config: body } } });
    expect(reading.scenario).toBeNull();
    expect(reading.diagnostics.map((d) => d.code)).toEqual(['scenario-too-deep']);
  });

  it.each([
    ['nested 10,000 deep', `{"scenario": ${deepObject(10_000)}}`, 'link-too-deep'],
  ])('a link %s', (_, body, code) => {
    const reading = decodePermalink(`#s=1.${deflateLinkPayload(body)}`);
    expect(reading.kind).toBe('error');
    expect(reading.diagnostics.map((d) => d.code)).toEqual([code]);
  }, 60_000);
});

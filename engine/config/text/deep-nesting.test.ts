import { describe, expect, it } from 'vitest';
import { analyze } from '../../analyze.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import { redactScenario } from '../../scenario/redact-scenario.ts';
import { diffScenarios } from '../../compare/diff.ts';
import { explainJson } from '../../report/explain-report.ts';
import { deepConfigText, deepValueText } from './deep-config.fixture.ts';
import { fileTexts, MAX_VALUE_TEXT, overriddenValues } from '../merge/provenance-values.ts';
import { lookupProvenance } from '../merge/provenance.ts';

const PROBES: Scenario['probes'] = [
  { permission: 'bash', input: 'git status' },
  { permission: 'bash', input: 'rm -rf /' },
  { permission: 'bash', input: 'ls' },
  { permission: 'edit', input: 'src/a.ts' },
  { permission: 'webfetch', input: 'https://example.com' },
];

const scenarioWith = (files: Scenario['files'], env: Scenario['env'] = {}): Scenario => ({
  version: 1, files, env, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: PROBES,
});
const project = (text: string) => ({ path: '/home/user/project/agentforge.json', text });
const global = (text: string) => ({ path: '/home/user/.config/agentforge/agentforge.json', text });

/** What a user sees decided: per probe the action and the winning rule's pattern, and every tool's visibility. */
function decisionsOf(scenario: Scenario) {
  const a = analyze(scenario);
  return {
    error: a.load.error?.name ?? null,
    probes: a.probes.map((p) => [p.decision?.action, p.decision?.rule?.pattern ?? null]),
    tools: a.tools.map((t) => [t.tool, t.visible, t.bare.action]),
    warnings: a.diagnostics.filter((d) => d.code === 'config/deeper-than-cli').length,
  };
}

const flat = decisionsOf(scenarioWith([project(deepConfigText(0))]));

describe('a config nested thousands of levels deep loads as the CLI loads it', () => {
  it('the flat config decides something (the baseline is not empty)', () => {
    expect(flat.error).toBeNull();
    expect(flat.probes.map((p) => p[0])).toEqual(['allow', 'deny', 'ask', 'deny', 'allow']);
  });
  it.each([512, 5_000, 10_000, 25_000])('%i levels inside agent and provider options: the flat config\'s decisions', (depth) => {
    const deep = decisionsOf(scenarioWith([project(deepConfigText(depth))]));
    // The config's own three levels (agent.build.options) come on top of the deep value's.
    expect(deep).toEqual({ ...flat, warnings: depth + 4 > 10_000 ? 1 : 0 });
  });
  it('two layers whose deep values merge level by level (25,000 deep on both sides)', () => {
    const a = analyze(scenarioWith([global(`{"agent": {"build": {"options": {"x": ${deepValueText(25_000, '"global"')}}}}}`), project(deepConfigText(25_000))]));
    expect(a.load.error ?? null).toBeNull();
    let value: unknown = (a.load.config as { agent: { build: { options: { x: unknown } } } }).agent.build.options.x;
    for (let level = 0; level < 25_000; level++) value = level % 2 === 0 ? (value as { k: unknown }).k : (value as unknown[])[0];
    expect(value).toBe('bottom');
  });
  it('a deep value that replaces another names whom it beat, with the start of the beaten value\'s line', () => {
    const a = analyze(scenarioWith([global(`{"agent": {"build": {"options": {"x": [${deepValueText(25_000)}]}}}}`), project(deepConfigText(25_000))]));
    const beaten = lookupProvenance(a.load.provenance, ['agent', 'build', 'options', 'x'])!.overridden;
    const texts = overriddenValues(beaten, fileTexts(a.scenario.files)).map((v) => v.text);
    expect(texts).toEqual([expect.stringMatching(/^\[\{"k": \[\{"k": /)]);
    expect(texts[0]!.length).toBeLessThanOrEqual(MAX_VALUE_TEXT + 1);
  });
  it('a deep value where the schema wants a rule is the reference\'s ConfigInvalidError, not a crash', () => {
    const a = analyze(scenarioWith([project(`{"permission": {"bash": ${deepValueText(25_000)}}}`)]));
    expect(a.load.error?.name).toBe('ConfigInvalidError');
  });
  it('AGENTFORGE_CONFIG_CONTENT nested 25,000 deep', () => {
    const d = decisionsOf(scenarioWith([], { AGENTFORGE_CONFIG_CONTENT: deepConfigText(25_000) }));
    expect(d).toEqual({ ...flat, warnings: 1 });
  });
  it('redaction, the comparison and the report read it too', () => {
    const scenario = scenarioWith([project(deepConfigText(25_000).replace('"permission"', '"provider_key_example": "x", "permission"').replace('"y":', '"apiKey": "sk-abcdefghijklmnopqrstu", "y":'))]);
    const text = (redactScenario(scenario).scenario.files[0]!).text;
    expect(text).toContain('<redacted:apiKey>');
    expect(diffScenarios(scenarioWith([project(deepConfigText(0))]), scenarioWith([project(deepConfigText(25_000))])).probes).toBeDefined();
    expect(explainJson(analyze(scenarioWith([project(deepConfigText(25_000))])))).toBeDefined();
  });
});

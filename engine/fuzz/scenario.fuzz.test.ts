import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { parseScenarioText, readScenario } from '../scenario/read-scenario.ts';
import { expectPrototypeUntouched, expectWellFormed, FUZZ_TIMEOUT, fuzzRuns } from './fuzz-runs.ts';

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '*', 'bash'];
const key = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 }));
/** A value of any type, for the fields a scenario expects to be of one type. */
const wrong = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(undefined, Number.NaN, -0, Number.POSITIVE_INFINITY));
const path = fc.oneof(fc.constantFrom('/p/agentforge.json', '/p/agentforge.jsonc', '/p/.agentforge/agent/a.md', '/h/.config/agentforge/agentforge.json', 'C:\\p\\agentforge.json', '', 'relative.json'), fc.string({ maxLength: 12 }));
const text = fc.oneof(fc.constantFrom('{"permission": {"bash": "deny"}}', '{"permission": "allow"}', '---\npermission:\n  edit: deny\n---\nhi', '{', ''), fc.string({ maxLength: 40 }));
const file = fc.oneof(fc.record({ path, text }), wrong);
const probe = fc.oneof(
  fc.record({ permission: fc.oneof(fc.constantFrom('bash', 'edit', 'read', '*', '__proto__'), fc.string({ maxLength: 6 })), input: fc.string({ maxLength: 12 }), agent: fc.option(fc.oneof(fc.constantFrom('build', 'plan', 'nope', '__proto__'), fc.string({ maxLength: 5 })), { nil: undefined }), expect: fc.option(fc.oneof(fc.constantFrom('allow', 'ask', 'deny'), wrong), { nil: undefined }) }, { requiredKeys: ['permission', 'input'] }),
  wrong,
);
const record = <T>(value: fc.Arbitrary<T>) => fc.dictionary(key, value, { maxKeys: 4 });

/** Scenario-shaped objects with every field sometimes of the wrong type, sometimes missing. */
const scenarioLike = fc.record(
  {
    version: fc.oneof(fc.constant(1), wrong),
    title: fc.oneof(fc.string(), wrong),
    files: fc.oneof(fc.array(file, { maxLength: 4 }), wrong),
    env: fc.oneof(record(fc.oneof(fc.string({ maxLength: 20 }), wrong)), wrong),
    cwd: fc.oneof(fc.constantFrom('/p', '/p/sub', 'C:\\p', '', '/'), wrong),
    worktree: fc.oneof(fc.constantFrom('/p', '/', 'C:\\p'), wrong),
    home: fc.oneof(fc.constantFrom('/h', '~', ''), wrong),
    platform: fc.oneof(fc.constantFrom('linux', 'darwin', 'win32', 'Linux'), wrong),
    remote: fc.oneof(record(wrong), wrong),
    auth: fc.oneof(record(fc.oneof(fc.record({ type: fc.constantFrom('wellknown', 'api'), key: fc.string({ maxLength: 4 }), token: fc.string({ maxLength: 4 }) }), wrong)), wrong),
    account: fc.oneof(fc.record({ url: fc.string({ maxLength: 6 }), text }), wrong),
    agent: fc.oneof(fc.constantFrom('build', 'plan', 'general', 'nope'), wrong),
    model: fc.oneof(fc.constantFrom('openai/gpt-5', 'anthropic/claude', '/'), wrong),
    request: fc.oneof(fc.record({ tools: fc.oneof(record(fc.oneof(fc.boolean(), wrong)), wrong) }), wrong),
    probes: fc.oneof(fc.array(probe, { maxLength: 4 }), wrong),
    tools: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 6 }), wrong), { maxLength: 4 }), wrong),
    skillDirs: fc.oneof(fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }), wrong),
    layers: fc.oneof(fc.array(fc.record({ source: fc.constantFrom('global', 'project', 'org', 'AGENTFORGE_CONFIG_CONTENT'), path: fc.option(path, { nil: undefined }), content: fc.oneof(text, wrong) }), { maxLength: 3 }), fc.constant(undefined)),
  },
  { requiredKeys: [] },
);

describe('fuzz: random scenario objects', () => {
  it('readScenario never throws; a refused scenario says why; an accepted one analyzes', () => {
    fc.assert(
      fc.property(fc.oneof(scenarioLike, fc.anything({ maxDepth: 3 })), (value) => {
        const reading = readScenario(value);
        expectWellFormed(reading.diagnostics);
        if (!reading.scenario) {
          expect(reading.diagnostics.some((d) => d.severity === 'error')).toBe(true);
          return;
        }
        const analysis = analyze(reading.scenario);
        expectWellFormed(analysis.diagnostics);
        expect(analysis.probes).toHaveLength(reading.scenario.probes.length);
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(120, 0.1) },
    );
  }, FUZZ_TIMEOUT);

  it('parseScenarioText never throws on random or damaged JSON', () => {
    const damaged = fc.tuple(scenarioLike.map((s) => JSON.stringify(s) ?? ''), fc.nat(), fc.nat({ max: 10 })).map(([t, at, cut]) => t.slice(0, at % (t.length + 1)) + t.slice((at % (t.length + 1)) + cut));
    fc.assert(
      fc.property(fc.oneof(damaged, fc.string({ maxLength: 60 }), fc.json()), (t) => {
        const reading = parseScenarioText(t, 'scenario.json');
        expectWellFormed(reading.diagnostics);
        if (!reading.scenario) expect(reading.diagnostics.length).toBeGreaterThan(0);
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(300, 0.5) },
    );
  }, FUZZ_TIMEOUT);
});

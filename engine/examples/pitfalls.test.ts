import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { EXAMPLES } from './examples.ts';
import { PITFALL_EXAMPLES } from './pitfalls.ts';

describe('the pitfall gallery', () => {
  it('has at least ten pitfalls, each with a lesson', () => {
    expect(PITFALL_EXAMPLES.length).toBeGreaterThanOrEqual(10);
    for (const e of PITFALL_EXAMPLES) expect(e.lesson.length).toBeGreaterThan(60);
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });

  it.each(PITFALL_EXAMPLES.filter((e) => e.scenario.probes.length > 0).map((e) => [e.id, e] as const))('%s: every probe gets the decision its lesson says', (_id, example) => {
    const analysis = analyze(example.scenario);
    expect(analysis.load.error).toBeNull();
    const got = analysis.probes.map((p) => `${p.probe.permission} ${p.probe.input} -> ${p.decision?.action}`);
    const want = example.scenario.probes.map((p) => `${p.permission} ${p.input} -> ${p.expect}`);
    expect(got).toEqual(want);
  });

  it.each([
    ['last-match-wins', 'bash', false],
    ['legacy-tools-first', 'bash', false],
    ['later-layer-keeps-position', 'bash', false],
    ['trailing-space-star', 'bash', true],
  ] as const)('%s: %s visible=%s', (id, tool, visible) => {
    const analysis = analyze(PITFALL_EXAMPLES.find((e) => e.id === id)!.scenario);
    expect(analysis.tools.find((t) => t.tool === tool)?.visible).toBe(visible);
  });

  it('a quote in an {env:} value stops the whole load with a JSON error in the global file', () => {
    const analysis = analyze(PITFALL_EXAMPLES.find((e) => e.id === 'env-value-breaks-json')!.scenario);
    expect(analysis.load.error?.name).toBe('ConfigJsonError');
    expect(analysis.load.error?.data.path).toBe('/home/user/.config/agentforge/agentforge.jsonc');
  });

  it('the legacy tools rule comes before the explicit one', () => {
    const analysis = analyze(PITFALL_EXAMPLES.find((e) => e.id === 'legacy-tools-first')!.scenario);
    const user = analysis.ruleset.filter((r) => r.origin?.kind === 'legacy-tools' || r.origin?.kind === 'config');
    expect(user.map((r) => `${r.origin?.kind} ${r.permission} ${r.pattern} ${r.action}`)).toEqual(['legacy-tools bash * allow', 'config * * deny']);
  });
});

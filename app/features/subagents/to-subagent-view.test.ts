import { describe, expect, it } from 'vitest';
import { analyze, sentenceText, type Scenario } from '../../../engine/index.ts';
import { toSubagentView } from './to-subagent-view.ts';

const W = '/home/user/project';
const scenario = (config: unknown, rest: Partial<Scenario> = {}): Scenario => ({ version: 1, files: [{ path: `${W}/agentforge.json`, text: JSON.stringify(config, null, 2) }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [], ...rest });

describe('toSubagentView', () => {
  it('defaults to the selected agent and the first listed subagent', () => {
    const v = toSubagentView(analyze(scenario({})), null, null)!;
    expect([v.parent, v.child]).toEqual(['build', 'general']);
    expect(sentenceText(v.call!)).toMatch(/^`allow` set by/);
  });

  it('plan cannot start general: the call sentence names the built-in rule', () => {
    const v = toSubagentView(analyze(scenario({})), 'plan', 'general')!;
    expect(sentenceText(v.call!)).toContain('built-in rule of the plan agent');
    expect(v.session!.call.isListed).toBe(false);
  });

  it('labels inherited denies with their parent location', () => {
    const v = toSubagentView(analyze(scenario({}, { request: { tools: { webfetch: false } } })), 'build', 'explore')!;
    expect(v.sessionRules.map((r) => [r.label, r.isInherited])).toEqual([['webfetch "*" deny', true], ['todowrite "*" deny', false], ['task "*" deny', false]]);
    expect(v.tools.find((t) => t.tool === 'webfetch')).toMatchObject({ parent: 'hidden', child: 'hidden' });
    expect(v.tools.find((t) => t.tool === 'edit')).toMatchObject({ parent: 'visible', child: 'hidden' });
  });

  it.each([['nobody', 'nobody'], ['__proto__', 'constructor']])('falls back on unknown choices %s/%s', (p, c) => {
    const v = toSubagentView(analyze(scenario({})), p, c)!;
    expect([v.parent, v.child]).toEqual(['build', 'general']);
  });

  it('null when the config does not load', () => {
    expect(toSubagentView(analyze({ ...scenario({}), files: [{ path: `${W}/agentforge.json`, text: '{' }] }), null, null)).toBeNull();
  });
});

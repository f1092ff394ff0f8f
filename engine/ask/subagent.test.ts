import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { buildSubagentSession, listTaskSubagents } from './subagent.ts';

const W = '/home/user/project';
function scenario(config: unknown, rest: Partial<Scenario> = {}): Scenario {
  return { version: 1, files: [{ path: `${W}/agentforge.json`, text: JSON.stringify(config) }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [], ...rest };
}

describe('listTaskSubagents', () => {
  it.each([
    ['build lists general and explore', {}, 'build', [['general', true], ['explore', true]]],
    ['plan denies general by default', {}, 'plan', [['general', false], ['explore', true]]],
    ['a config task deny drops a custom subagent', { agent: { review: { mode: 'subagent' } }, permission: { task: { review: 'deny' } } }, 'build', [['general', true], ['explore', true], ['review', false]]],
    ['mode all is listed too', { agent: { helper: {} } }, 'build', [['general', true], ['explore', true], ['helper', true]]],
  ] as const)('%s', (_name, config, parent, want) => {
    const a = analyze(scenario(config));
    const listed = listTaskSubagents(a.agents!.byKey.get(parent)!, a.agents!);
    expect(listed.map((s) => [s.key, s.isListed])).toEqual(want);
  });
});

describe('buildSubagentSession', () => {
  it('inherits the parent session denies and labels them, then adds todowrite/task denies', () => {
    const a = analyze(scenario({ permission: { bash: 'allow' } }, { request: { tools: { bash: false, webfetch: true } } }));
    const s = buildSubagentSession(a, 'build', 'general')!;
    expect(s.sessionRules.map((r) => [r.permission, r.pattern, r.action, r.origin?.kind])).toEqual([
      ['bash', '*', 'deny', 'subagent-inherited'],
      ['task', '*', 'deny', 'subagent-default'],
    ]);
    expect(s.inherited).toEqual([s.agentRules.length]);
    expect(s.tools.find((t) => t.tool === 'bash')).toMatchObject({ visible: false, isVisibleToParent: false, stage: 'hidden' });
    expect(s.tools.find((t) => t.tool === 'task')).toMatchObject({ visible: false, isVisibleToParent: true });
    expect(s.tools.find((t) => t.tool === 'todowrite')).toMatchObject({ visible: false });
  });

  it('keeps the parent agent rules at home: only session rules travel', () => {
    const a = analyze(scenario({}));
    const s = buildSubagentSession(a, 'plan', 'general')!;
    expect(s.inherited).toEqual([]);
    expect(s.parentAgentDenies).toBeGreaterThan(0);
    expect(s.call.isListed).toBe(false);
    expect(s.tools.find((t) => t.tool === 'edit')?.stage).toBe('allowed');
  });

  it('adds a deny per experimental.primary_tools entry', () => {
    const a = analyze(scenario({ experimental: { primary_tools: ['webfetch'] } }));
    const s = buildSubagentSession(a, 'build', 'explore')!;
    expect(s.tools.find((t) => t.tool === 'webfetch')).toMatchObject({ visible: false, isVisibleToParent: true });
  });

  it.each([['nobody', 'general'], ['build', 'nobody'], ['__proto__', 'constructor'], ['', '']])('returns null for unknown agents %s/%s', (p, c) => {
    expect(buildSubagentSession(analyze(scenario({})), p, c)).toBeNull();
  });

  it('returns null when the config does not load', () => {
    const a = analyze({ ...scenario({}), files: [{ path: `${W}/agentforge.json`, text: '{ "permission": ' }] });
    expect(buildSubagentSession(a, 'build', 'general')).toBeNull();
  });
});

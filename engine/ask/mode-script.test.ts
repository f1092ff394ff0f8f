import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import type { Scenario } from '../scenario/scenario.ts';
import type { ScriptStep } from './call-script.ts';
import { autoReplyOf, playScriptInMode } from './mode-script.ts';
import type { RunMode } from './run-mode.ts';

const P = '/home/user/project';
const scenario = (permission: unknown): Scenario => ({ version: 1, files: [{ path: `${P}/agentforge.json`, text: JSON.stringify({ permission }) }], env: {}, cwd: P, worktree: P, home: '/home/user', platform: 'linux', probes: [] });
const call = (id: string, tool: string, input: Record<string, unknown>, sessionID = 'ses_a'): ScriptStep => ({ op: 'call', id, sessionID, tool, input });
const rules = { webfetch: 'ask', read: { '*': 'allow', '/etc/*': 'ask' }, external_directory: { '*': 'ask' }, edit: { '*': 'ask', 'x/*': 'deny' } };
const statuses = (steps: ScriptStep[], mode: RunMode, permission: unknown = rules) => {
  const played = playScriptInMode(steps, analyze(scenario(permission)), null, mode)!;
  return { status: Object.fromEntries(played.play.calls.map((c) => [c.id, c.status.kind])), auto: [...played.autoReplies.values()], approved: played.play.ask.approved.length, pending: played.play.ask.pending.length };
};

describe('playScriptInMode', () => {
  it.each([
    ['interactive', [call('c1', 'webfetch', { url: 'u' })], { c1: 'waiting' }, [], 1],
    ['run', [call('c1', 'webfetch', { url: 'u' })], { c1: 'failed' }, ['reject'], 0],
    ['auto', [call('c1', 'webfetch', { url: 'u' })], { c1: 'allowed' }, ['once'], 0],
    // Two questions in one call (outside directory first, then its own): each is answered in turn.
    ['auto', [call('c1', 'edit', { filePath: '/tmp/a' })], { c1: 'allowed' }, ['once', 'once'], 0],
    // run rejects the first question, so the second is never asked.
    ['run', [call('c1', 'edit', { filePath: '/tmp/a' })], { c1: 'failed' }, ['reject'], 0],
    // A deny needs no answer in any mode.
    ['run', [call('c1', 'edit', { filePath: 'x/a' })], { c1: 'failed' }, [], 0],
    ['auto', [call('c1', 'edit', { filePath: 'x/a' })], { c1: 'failed' }, [], 0],
    // The user's own replies to a call the mode already answered change nothing.
    ['run', [call('c1', 'webfetch', { url: 'u' }), { op: 'reply', callID: 'c1', reply: 'always' }, call('c2', 'webfetch', { url: 'v' })], { c1: 'failed', c2: 'failed' }, ['reject', 'reject'], 0],
    ['run', [{ op: 'reply', callID: 'nope', reply: 'once' }], {}, [], 0],
  ] as const)('%s %j', (mode, steps, status, auto, pending) => {
    const got = statuses([...steps] as ScriptStep[], mode);
    expect(got.status).toEqual(status);
    expect(got.auto).toEqual(auto);
    expect(got.pending).toBe(pending);
  });

  it('never stores an approval outside the interactive mode', () => {
    const steps: ScriptStep[] = [call('c1', 'webfetch', { url: 'u' }), { op: 'reply', callID: 'c1', reply: 'always' }];
    expect(statuses(steps, 'interactive').approved).toBe(1);
    expect(statuses(steps, 'auto').approved).toBe(0);
    expect(statuses(steps, 'run').approved).toBe(0);
  });

  it('is null without an agent', () => {
    expect(playScriptInMode([], analyze({ ...scenario(rules), agent: 'no-such-agent' }), null, 'run')).toBeNull();
  });

  it('copes with many calls', () => {
    const steps = Array.from({ length: 60 }, (_, i) => call(`c${i}`, 'webfetch', { url: `u${i}\u0000` }));
    const got = statuses(steps, 'run');
    expect(Object.values(got.status).every((s) => s === 'failed')).toBe(true);
  });

  it.each([
    ['interactive', null],
    ['run', 'reject'],
    ['auto', 'once'],
  ] as const)('%s answers %s', (mode, reply) => expect(autoReplyOf(mode)).toBe(reply));
});

import { describe, expect, it } from 'vitest';
import { ASK_MESSAGES } from '../permission/ask-flow.ts';
import type { Rule } from '../permission/rule.ts';
import { applyCallStep, createCallPlay, playCalls, type CallStep } from './call-play.ts';
import type { ToolRequest } from '../tools/tool-call.ts';

const ruleset: Rule[] = [
  { permission: '*', pattern: '*', action: 'allow' },
  { permission: 'external_directory', pattern: '*', action: 'ask' },
  { permission: 'bash', pattern: '*', action: 'ask' },
  { permission: 'bash', pattern: 'git log *', action: 'allow' },
  { permission: 'bash', pattern: 'rm *', action: 'deny' },
];
const outside: ToolRequest = { permission: 'external_directory', patterns: ['/tmp/x/*'], always: ['/tmp/x/*'] };
const bash = (patterns: string[], always: string[]): ToolRequest => ({ permission: 'bash', patterns, always });
const call = (id: string, requests: ToolRequest[], sessionID = 'ses_a'): CallStep => ({ op: 'call', id, sessionID, ruleset, requests });
const reply = (callID: string, r: 'once' | 'always' | 'reject', message?: string): CallStep => ({ op: 'reply', callID, reply: r, ...(message === undefined ? {} : { message }) });

describe('playCalls', () => {
  const cases: readonly { name: string; steps: CallStep[]; status: Record<string, string>; approved?: string[] }[] = [
    { name: 'an allowed call resolves at once', steps: [call('c1', [bash(['git log -1'], ['git log *'])])], status: { c1: 'allowed' } },
    { name: 'a call with no requests runs unasked', steps: [call('c1', [])], status: { c1: 'allowed' } },
    { name: 'a call waits on its first asking request', steps: [call('c1', [outside, bash(['ls'], ['ls *'])])], status: { c1: 'waiting:0' } },
    { name: 'once moves a call on to its next request', steps: [call('c1', [outside, bash(['ls'], ['ls *'])]), reply('c1', 'once')], status: { c1: 'waiting:1' } },
    { name: 'a later deny fails a call after a once', steps: [call('c1', [outside, bash(['rm -rf x'], ['rm *'])]), reply('c1', 'once')], status: { c1: 'failed:1' } },
    {
      name: 'always stores the always patterns, and a later call of another session is allowed',
      steps: [call('c1', [bash(['git status'], ['git status *'])]), reply('c1', 'always'), call('c2', [bash(['git status --short'], ['git status *'])], 'ses_b')],
      status: { c1: 'allowed', c2: 'allowed' },
      approved: ['bash git status *'],
    },
    {
      name: 'reject fails the call and the same session’s other waiting calls, not other sessions',
      steps: [call('c1', [bash(['ls'], ['ls *'])]), call('c2', [bash(['pwd'], ['pwd *'])]), call('c3', [bash(['ls'], ['ls *'])], 'ses_b'), reply('c1', 'reject')],
      status: { c1: 'failed:0', c2: 'failed:0', c3: 'waiting:0' },
    },
    {
      name: 'always resolves another waiting call of the session, which then asks its next request',
      steps: [call('c1', [outside]), call('c2', [outside, bash(['ls'], ['ls *'])]), reply('c1', 'always')],
      status: { c1: 'allowed', c2: 'waiting:1' },
      approved: ['external_directory /tmp/x/*'],
    },
    { name: 'a hidden tool is never called', steps: [{ ...(call('c1', [bash(['ls'], [])]) as Extract<CallStep, { op: 'call' }>), isHidden: true }], status: { c1: 'hidden' } },
    { name: 'dispose fails waiting calls and forgets approvals', steps: [call('c1', [bash(['ls'], ['ls *'])]), reply('c1', 'always'), call('c2', [bash(['pwd'], [])]), { op: 'dispose' }], status: { c1: 'allowed', c2: 'failed:0' } },
  ];
  it.each(cases)('$name', ({ steps, status, approved }) => {
    const play = playCalls(steps);
    const got = Object.fromEntries(play.calls.map((c) => [c.id, 'requestIndex' in c.status ? `${c.status.kind}:${c.status.requestIndex}` : c.status.kind]));
    expect(got).toEqual(status);
    if (approved) expect(play.ask.approved.map((r) => `${r.permission} ${r.pattern}`)).toEqual(approved);
  });

  it('gives the model the exact texts: denied with the relevant rules, corrected with the feedback', () => {
    const play = playCalls([call('c1', [bash(['rm -rf x'], [])]), call('c2', [bash(['ls'], [])]), reply('c2', 'reject', 'use read')]);
    const [denied, corrected] = play.calls.map((c) => (c.status.kind === 'failed' ? c.status.error.message : null));
    // Only the rules whose permission matches `bash` are quoted.
    expect(denied).toBe(ASK_MESSAGES.denied(ruleset.filter((r) => r.permission !== 'external_directory')));
    expect(corrected).toBe(ASK_MESSAGES.corrected('use read'));
  });

  it('records the reply that resolved each request', () => {
    const play = playCalls([call('c1', [bash(['ls'], ['ls *'])]), call('c2', [bash(['ls -l'], ['ls *'])]), reply('c1', 'always')]);
    expect(play.calls.map((c) => c.requests[0]?.state)).toEqual([
      { kind: 'answered', reply: 'always' },
      { kind: 'answered', reply: 'always' },
    ]);
  });
});

describe('hostile replies', () => {
  const hostile: readonly CallStep[] = [reply('nope', 'once'), reply('', 'always'), reply('__proto__', 'reject', 'x'), reply('constructor', 'once')];
  it.each(hostile.map((s) => [s.op === 'reply' ? s.callID : '', s] as const))('reply to %j is not found and changes nothing', (_id, step) => {
    const before = playCalls([call('c1', [bash(['ls'], ['ls *'])])]);
    const { play, result } = applyCallStep(before, step);
    expect(result).toEqual({ tag: 'Permission.NotFoundError', message: '' });
    expect(play.calls).toEqual(before.calls);
    expect(play.ask.pending).toEqual(before.ask.pending);
  });

  it('a second reply to an answered call is not found', () => {
    const once = playCalls([call('c1', [bash(['ls'], ['ls *'])]), reply('c1', 'once')]);
    expect(applyCallStep(once, reply('c1', 'always')).result).toEqual({ tag: 'Permission.NotFoundError', message: '' });
  });

  it('never mutates the play it is given', () => {
    const start = createCallPlay();
    const frozen = JSON.stringify(start);
    applyCallStep(start, call('c1', [bash(['ls'], [])]));
    expect(JSON.stringify(start)).toBe(frozen);
  });
});

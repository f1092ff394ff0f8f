import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { loadNodeShellParser } from '../../cli/cli.ts';
import { ASK_MESSAGES } from '../permission/ask-flow.ts';
import type { Scenario } from '../scenario/scenario.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { playScript, type ScriptStep } from './call-script.ts';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadNodeShellParser();
});

const PROJECT = '/home/user/project';
const scenario = (permission: unknown, rest: Partial<Scenario> = {}): Scenario => ({
  version: 1,
  files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ permission }) }],
  env: {},
  cwd: PROJECT,
  worktree: PROJECT,
  home: '/home/user',
  platform: 'linux',
  probes: [],
  ...rest,
});
const call = (id: string, tool: string, input: Record<string, unknown>, sessionID = 'ses_a'): ScriptStep => ({ op: 'call', id, sessionID, tool, input });
const statusOf = (steps: ScriptStep[], s: Scenario, p: ShellParser | null = parser) =>
  playScript(steps, analyze(s), p)?.calls.map((c) => (c.record ? c.record.status.kind : c.built.kind));

describe('playScript', () => {
  const bashRules = { bash: { '*': 'ask', 'git log *': 'allow', 'rm *': 'deny' } };
  const cases: readonly { name: string; permission: unknown; steps: ScriptStep[]; status: string[]; rest?: Partial<Scenario> }[] = [
    { name: 'a compound command with a denied part is refused', permission: bashRules, steps: [call('c1', 'bash', { command: 'git log && rm -rf x' })], status: ['failed'] },
    { name: 'an allowed command runs', permission: bashRules, steps: [call('c1', 'bash', { command: 'git log -1' })], status: ['allowed'] },
    {
      name: 'always on git status allows a later git status of another session',
      permission: bashRules,
      steps: [call('c1', 'bash', { command: 'git status' }), { op: 'reply', callID: 'c1', reply: 'always' }, call('c2', 'bash', { command: 'git status --short' }, 'ses_b')],
      status: ['allowed', 'allowed'],
    },
    { name: 'a * deny hides the tool: the call never happens', permission: { bash: 'deny' }, steps: [call('c1', 'bash', { command: 'ls' })], status: ['hidden'] },
    { name: 'a request tools switch hides it too', permission: {}, steps: [call('c1', 'edit', { filePath: 'a' })], status: ['hidden'], rest: { request: { tools: { edit: false } } } },
    { name: 'bad arguments fail before asking', permission: {}, steps: [call('c1', 'read', {})], status: ['error'] },
    { name: 'a pattern deny keeps edit visible and blocks at execute', permission: { edit: { '*': 'allow', 'secrets/*': 'deny' } }, steps: [call('c1', 'edit', { filePath: 'secrets/k' }), call('c2', 'edit', { filePath: 'src/a' })], status: ['failed', 'allowed'] },
  ];
  it.each(cases)('$name', ({ permission, steps, status, rest }) => {
    expect(statusOf(steps, scenario(permission, rest))).toEqual(status);
  });

  it('stores the reference always pattern as an approval rule', () => {
    const played = playScript([call('c1', 'bash', { command: 'git status' }), { op: 'reply', callID: 'c1', reply: 'always' }], analyze(scenario({ bash: 'ask' })), parser);
    expect(played?.play.ask.approved).toEqual([{ permission: 'bash', pattern: 'git status *', action: 'allow', origin: { kind: 'approval', requestID: 'per_1' } }]);
  });

  it('the denied text quotes the relevant rules of the whole ruleset', () => {
    const analysis = analyze(scenario({ edit: { '*': 'allow', 'secrets/*': 'deny' } }));
    const record = playScript([call('c1', 'edit', { filePath: 'secrets/k' })], analysis, parser)?.calls[0]?.record;
    const relevant = analysis.ruleset.filter((r) => r.permission === '*' || r.permission === 'edit');
    expect(record?.status.kind === 'failed' && record.status.error.message).toBe(ASK_MESSAGES.denied(relevant));
  });

  it('leaves a bash call out until the parser is there, and later replies still find their calls', () => {
    const steps: ScriptStep[] = [call('c1', 'bash', { command: 'ls' }), call('c2', 'webfetch', { url: 'https://x' }), { op: 'reply', callID: 'c2', reply: 'once' }];
    expect(statusOf(steps, scenario({ webfetch: 'ask' }), null)).toEqual(['needs-parser', 'allowed']);
  });

  it('gives nothing without an agent', () => {
    expect(playScript([], analyze(scenario({}, { agent: 'nobody' })), parser)).toBeNull();
  });
});

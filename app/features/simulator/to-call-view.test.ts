import { beforeAll, describe, expect, it } from 'vitest';
import { playScript, playScriptInMode, analyze, type RunMode, type ScriptStep, type Scenario, type ShellParser } from '../../../engine/index.ts';
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import { toApprovalRows } from './to-approval-rows.ts';
import { toCallView } from './to-call-view.ts';

let parser: ShellParser;
beforeAll(async () => {
  // The same runtime and grammar files the app bundles, read from node_modules (the engine door stays free of the parser).
  const require = createRequire(import.meta.url);
  await Parser.init({ locateFile: () => require.resolve('web-tree-sitter/tree-sitter.wasm') });
  const tree = new Parser();
  tree.setLanguage(await Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm')));
  parser = { parse: (text: string) => tree.parse(text) };
});

const PROJECT = '/home/user/project';
const scenario = (permission: unknown): Scenario => ({
  version: 1,
  files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ permission }) }],
  env: {},
  cwd: PROJECT,
  worktree: PROJECT,
  home: '/home/user',
  platform: 'linux',
  probes: [],
});
const call = (id: string, tool: string, input: Record<string, unknown>, sessionID = 'ses_a'): ScriptStep => ({ op: 'call', id, sessionID, tool, input });
const views = (steps: ScriptStep[], permission: unknown, p: ShellParser | null = parser, mode: RunMode = 'interactive') => {
  const played = playScriptInMode(steps, analyze(scenario(permission)), p, mode)!;
  return played.calls.map((c) => toCallView(c, { approved: played.play.ask.approved, platform: 'linux', autoReplies: played.autoReplies }));
};

describe('toCallView', () => {
  const rules = { bash: { '*': 'ask', 'rm *': 'deny' }, webfetch: 'ask' };
  it.each([
    ['a waiting bash call', [call('c1', 'bash', { command: 'git status' })], 'waiting', 'asks'],
    ['a denied bash call', [call('c1', 'bash', { command: 'rm -rf x' })], 'denied', 'denied-at-execute'],
    ['a rejected call', [call('c1', 'webfetch', { url: 'https://x' }), { op: 'reply', callID: 'c1', reply: 'reject' } as ScriptStep], 'rejected', 'asks'],
    ['an allowed call', [call('c1', 'read', { filePath: 'a.ts' })], 'allowed', 'allowed'],
    ['a bad call', [call('c1', 'read', { filePath: 1 })], 'error', null],
  ] as const)('%s', (_name, steps, outcome, stage) => {
    const [view] = views([...steps], rules);
    expect(view?.outcome).toBe(outcome);
    expect(view?.stage).toBe(stage);
  });

  it('shows a bash call’s segments with pattern and always pattern, and what is not asked', () => {
    const [view] = views([call('c1', 'bash', { command: 'cd src && git status --short' })], rules);
    expect(view?.segments).toEqual([
      expect.objectContaining({ text: 'cd src', pattern: null }),
      { text: 'git status --short', pattern: 'git status --short', always: 'git status *', skipped: null },
    ]);
    expect(view?.waiting).toEqual({ permission: 'bash', patterns: ['git status --short'], always: ['git status *'], state: 'asking' });
  });

  it('says it waits for the parser instead of guessing', () => {
    expect(views([call('c1', 'bash', { command: 'ls' })], rules, null)[0]?.outcome).toBe('needs-parser');
  });

  it('names the error tag and the exact text', () => {
    const [view] = views([call('c1', 'webfetch', { url: 'u' }), { op: 'reply', callID: 'c1', reply: 'reject', message: 'no' }], rules);
    expect(view?.error).toEqual({ tag: 'PermissionCorrectedError', message: 'The user rejected permission to use this specific tool call with the following feedback: no' });
  });
});

describe('toApprovalRows', () => {
  it('lists each stored always pattern as an allow rule from the call that stored it', () => {
    const played = playScript([call('c1', 'bash', { command: 'git status && npm test' }), { op: 'reply', callID: 'c1', reply: 'always' }], analyze(scenario({ bash: 'ask' })), parser)!;
    expect(toApprovalRows(played.play)).toEqual([
      { permission: 'bash', pattern: 'git status *', action: 'allow', from: 'c1' },
      { permission: 'bash', pattern: 'npm test *', action: 'allow', from: 'c1' },
    ]);
  });
});

describe('toCallView in a run mode', () => {
  const rules = { bash: { '*': 'ask', 'rm *': 'deny' }, webfetch: 'ask', read: 'allow' };
  it.each([
    // mode, steps, outcome, request state, headline words, answered by the mode
    ['run', [call('c1', 'bash', { command: 'git status' })], 'rejected', 'rejected by non-interactive run', 'without waiting', true],
    ['run', [call('c1', 'webfetch', { url: 'u' }), { op: 'reply', callID: 'c1', reply: 'always' } as ScriptStep], 'rejected', 'rejected by non-interactive run', 'without waiting', true],
    ['auto', [call('c1', 'bash', { command: 'git status' })], 'allowed', '\u201conce\u201d by --auto', 'nothing is remembered', true],
    ['run', [call('c1', 'bash', { command: 'rm -rf x' })], 'denied', 'denied by a rule', 'A rule refused', false],
    ['auto', [call('c1', 'bash', { command: 'rm -rf x' })], 'denied', 'denied by a rule', 'A rule refused', false],
    ['run', [call('c1', 'read', { filePath: 'a.ts' })], 'allowed', 'allowed by the rules', 'The tool runs', false],
    ['interactive', [call('c1', 'bash', { command: 'git status' })], 'waiting', 'asking', 'waits for the answer', false],
  ] as const)('%s: %j', (mode, steps, outcome, state, headline, byMode) => {
    const [view] = views([...steps], rules, parser, mode);
    expect(view?.outcome).toBe(outcome);
    expect(view?.requests.at(-1)?.state).toContain(state);
    expect(view?.headline).toContain(headline);
    expect(view?.isAnsweredByMode).toBe(byMode);
    if (mode !== 'interactive') expect(view?.waiting).toBeNull();
  });

  it('stores nothing in --auto and in run: no approvals', () => {
    const played = playScriptInMode([call('c1', 'bash', { command: 'git status' }), { op: 'reply', callID: 'c1', reply: 'always' }], analyze(scenario(rules)), parser, 'auto')!;
    expect(toApprovalRows(played.play)).toEqual([]);
  });
});

describe('an allowed request says what allowed it', () => {
  const rules = { edit: { '*': 'ask', 'secret/*': 'deny' } };
  const steps: ScriptStep[] = [
    call('c1', 'edit', { filePath: 'a.ts' }),
    { op: 'reply', callID: 'c1', reply: 'always' },
    call('c2', 'edit', { filePath: 'secret/key.pem' }),
    call('c3', 'edit', { filePath: 'b.ts' }),
  ];
  it.each([
    ['c1', 'answered always'],
    ['c2', "allowed by your earlier \u201calways\u201d approval (an approval rule, kept for every session of the instance), which beats the config's deny"],
    ['c3', 'no question this time'],
  ])('%s: %s', (id, words) => {
    const view = views(steps, rules).find((v) => v.id === id);
    expect(view?.outcome).toBe('allowed');
    expect(view?.requests.at(-1)?.state).toContain(words);
  });

  it('a rule that allows says so, never naming an approval', () => {
    expect(views([call('c1', 'edit', { filePath: 'a.ts' })], { edit: 'allow' })[0]?.requests[0]?.state).toBe('allowed by the rules');
  });
});

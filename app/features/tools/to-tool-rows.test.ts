import { describe, expect, it } from 'vitest';
import { evaluate, stageOf, type ToolVisibility, type Rule } from '../../../engine/index.ts';
import { toToolRows, type ToolRowsInput } from './to-tool-rows.ts';
import { analyze } from '../../../engine/index.ts';

const W = '/home/user/project';
const cfg = (permission: string, pattern: string, action: Rule['action'], line = 3): Rule => ({
  permission, pattern, action,
  origin: { kind: 'config', keyPath: ['permission', permission, pattern], location: { file: `${W}/agentforge.json`, line, column: 5, length: 1 } },
});
type Row = Omit<ToolVisibility, 'bare' | 'stage'>;
const vis = (tool: string, visible: boolean, hiddenBy: ToolVisibility['hiddenBy'], reachable: ToolVisibility['reachable'], lastRule: ToolVisibility['lastRule'] = null, permission = tool): Row =>
  ({ tool, permission, visible, hiddenBy, lastRule, reachable });

/** The engine's per-tool facts for a row, as analyze fills them. */
function withBare(t: Row, ruleset: Rule[]): ToolVisibility {
  const bare = evaluate(t.permission, '*', [ruleset], 'linux');
  return { ...t, bare, stage: stageOf(bare.action, !t.visible, bare.isDefault) };
}

function input(rows: Row[], ruleset: Rule[], model?: string): ToolRowsInput {
  return { tools: rows.map((t) => withBare(t, ruleset)), ruleset, layers: [{ id: 'p', source: 'project', path: `${W}/agentforge.json`, label: 'project agentforge.json', status: 'read', reason: '' }], worktree: W, home: '/home/user', platform: 'linux', model };
}

describe('toToolRows', () => {
  const editRules = [cfg('edit', 'reports/**', 'allow', 5), cfg('edit', '*', 'deny', 6)];
  const bashRules = [cfg('bash', 'git status', 'allow', 7), cfg('bash', '*', 'ask', 8)];

  it.each([
    {
      name: 'hidden by a rule reads hidden, never denied',
      tools: [vis('edit', false, 'rule', ['deny'], { rule: editRules[1]!, index: 1 })], rules: editRules,
      want: { seen: 'hidden', bare: null, reasonText: 'the last rule for edit denies "*"', layer: 'project' },
    },
    {
      name: 'hidden by the request names this request',
      tools: [vis('bash', false, 'request', ['deny'])], rules: bashRules,
      want: { seen: 'hidden', bare: null, reasonText: 'this request sets tools.bash = false', layer: null },
    },
    {
      name: 'a visible tool with a later pattern allow is denied at execute for a bare call',
      tools: [vis('edit', true, null, ['allow', 'deny'], null)], rules: [cfg('edit', '*', 'deny'), cfg('edit', 'reports/**', 'allow')],
      want: { seen: 'denied-at-execute', bare: 'denied-at-execute', some: ['allowed'], reasonText: 'the only matching rule', layer: 'project' },
    },
    {
      name: 'no rule gives default ask',
      tools: [vis('webfetch', true, null, ['ask'])], rules: [],
      want: { seen: 'default-ask', bare: 'default-ask', some: [], reasonText: 'no rule matched: default ask', layer: null },
    },
  ])('$name', ({ tools, rules, want }) => {
    const [row] = toToolRows(input(tools, rules));
    expect(row!.seen).toBe(want.seen);
    expect(row!.bare).toBe(want.bare);
    if ('some' in want) expect(row!.someInputs).toEqual(want.some);
    expect(row!.reason.text).toBe(want.reasonText);
    expect(row!.reason.source?.layer ?? null).toBe(want.layer);
  });

  it('flags edit and write for GPT-style models', () => {
    const rows = toToolRows(input([vis('edit', true, null, ['ask']), vis('write', true, null, ['ask'], null, 'edit'), vis('apply_patch', true, null, ['ask'], null, 'edit')], [], 'openai/gpt-5'));
    expect(rows.map((r) => r.isReplacedByApplyPatch)).toEqual([true, true, false]);
  });

  it('keeps hostile tool names as text', () => {
    const name = '<script>x</script>'.repeat(50);
    const [row] = toToolRows(input([vis(name, true, null, ['ask']), vis('__proto__', true, null, ['ask'])], []));
    expect(row!.tool).toBe(name);
  });
});

describe('toToolRows: the whole story from an analysis', () => {
  const scenario = (text: string, extra: Record<string, unknown> = {}) =>
    analyze({ version: 1, files: [{ path: `${W}/agentforge.json`, text }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [], ...extra } as Parameters<typeof analyze>[0]);
  const rowsOf = (a: ReturnType<typeof analyze>) =>
    toToolRows({ tools: a.tools, ruleset: a.ruleset, layers: a.load.layers, worktree: W, home: '/home/user', platform: 'linux', model: undefined, stories: a.toolStories });

  it.each([
    // [config, tool, subject, witnesses, lost legacy value, what it lost to]
    ['{"tools":{"bash":true},"permission":{"bash":"ask"}}', 'bash', null, [], 'tools.bash = true (would allow)', 'lost to permission.bash = "ask": explicit permission wins over legacy tools'],
    ['{"permission":{"bash":{"*":"ask","git push*":"deny"}}}', 'bash', null, ['Denied at execute for "git push"'], null, null],
    ['{"permission":{"edit":{"*":"deny","reports/**":"allow"}}}', 'edit', null, ['Allowed for "reports/x"'], null, null],
    ['{"permission":{"read":{"*":"allow","/home/user/project/secrets/*":"deny"}}}', 'read', null, ['Denied at execute for no input the tool asks with (see the lint on the rule)'], null, null],
    ['{"mcp":{"github":{"type":"local","command":["x"]}},"permission":{"github_*":"ask"}}', 'github_probe', 'any tool of server github', [], null, null],
    ['{"tools":{"write":false,"edit":true}}', 'edit', null, [], 'tools.write = false (would deny)', 'lost to tools.edit, which folds into the same key and comes later'],
  ] as const)('%s: %s', (text, tool, subject, witnesses, lostValue, lostTo) => {
    const row = rowsOf(scenario(text)).find((r) => r.tool === tool)!;
    expect(row.subject).toBe(subject);
    expect(row.permissionText).toBe(subject ? 'github_…' : row.permission);
    expect(row.witnesses.map((w) => w.text)).toEqual(witnesses);
    expect(row.lostLegacy[0]?.value ?? null).toBe(lostValue);
    expect(row.lostLegacy[0]?.lostTo ?? null).toBe(lostTo);
    if (lostValue) expect(row.lostLegacy[0]!.locationText).toMatch(/^agentforge\.json:1:\d+$/);
  });

  it('names the rule of each witness with its file and line', () => {
    const row = rowsOf(scenario('{"permission":{"bash":{"*":"ask","git push*":"deny"}}}')).find((r) => r.tool === 'bash')!;
    expect(row.witnesses[0]!.source?.label).toBe('bash["git push*"]');
    expect(row.witnesses[0]!.source?.locationText).toMatch(/^agentforge\.json:1:/);
  });

  it.each([
    // [config, approval pattern, words]
    ['{"permission":{"edit":"ask"}}', '*', { label: 'session rule from an "always" approval', beat: 'beats the config: without it, asks' }],
    ['{"permission":{"edit":"ask"}}', 'src/*', null],
    ['{"permission":{"edit":"allow"}}', '*', { label: 'session rule from an "always" approval', beat: null }],
  ] as const)('an "always" approval on %s for %s', (text, pattern, want) => {
    const a = scenario(text);
    const approved = [{ permission: 'edit', pattern, action: 'allow' as const, origin: { kind: 'approval' as const } }];
    const row = toToolRows({ tools: a.tools, ruleset: a.ruleset, layers: a.load.layers, worktree: W, home: '/home/user', platform: 'linux', model: undefined, stories: a.toolStories, approved }).find((x) => x.tool === 'edit')!;
    expect(row.approval).toEqual(want);
  });
});

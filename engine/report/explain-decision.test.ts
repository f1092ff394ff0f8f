import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../permission/evaluate.ts';
import type { Rule } from '../permission/rule.ts';
import { deniedMessageFor, explainDecision, sentenceText, type ExplainContext } from './explain-decision.ts';

const W = '/home/user/project';
const loc = (line: number) => ({ file: `${W}/agentforge.json`, line, column: 5, offset: 10, length: 3 });
const cfg = (permission: string, pattern: string, action: Rule['action'], line: number): Rule => ({ permission, pattern, action, origin: { kind: 'config', keyPath: ['permission', permission, pattern], location: loc(line) } });
const builtin: Rule = { permission: '*', pattern: '*', action: 'allow', origin: { kind: 'builtin-default' } };
const show = (file: string) => (file.startsWith(`${W}/`) ? file.slice(W.length + 1) : file);

function explain(ruleset: Rule[], permission: string, input: string, extra: Partial<ExplainContext> = {}) {
  const d = evaluate(permission, input, [ruleset]);
  return explainDecision(d, { permission, input, ruleset, platform: 'linux', hiddenBy: null, displayPath: show, ...extra });
}

describe('explainDecision sentences', () => {
  const edit = [builtin, cfg('edit', 'reports/**', 'allow', 6), cfg('edit', '*', 'deny', 6)];
  it.each([
    { name: 'a config deny, last of 3', rules: edit, perm: 'edit', input: 'reports/a.md', hiddenBy: null, want: '`deny` set by `edit["*"]` in agentforge.json line 6, the last of 3 matching rules', stage: 'denied-at-execute' },
    { name: 'the only matching built-in rule', rules: [builtin], perm: 'read', input: 'a', hiddenBy: null, want: '`allow` set by `* "*" allow` (built-in default rule of every agent), the only matching rule', stage: 'allowed' },
    { name: 'no rule: the default ask', rules: [cfg('bash', 'git *', 'allow', 3)], perm: 'bash', input: 'rm x', hiddenBy: null, want: '`ask` by default: no rule matches `bash` with `"rm x"`, so the reference falls back to ask', stage: 'asks' },
    { name: 'a session rule names the request', rules: [builtin, { permission: 'bash', pattern: '*', action: 'ask', origin: { kind: 'request', tool: 'bash' } } as Rule], perm: 'bash', input: 'ls', hiddenBy: null, want: '`ask` set by `bash "*" ask` (from this request\'s tools.bash), the last of 2 matching rules', stage: 'asks' },
  ] as const)('$name', ({ rules, perm, input, want, stage }) => {
    const e = explain([...rules], perm, input);
    expect(sentenceText(e.sentence)).toBe(want);
    expect(e.stage).toBe(stage);
    expect(e.ifCalled).toBeNull();
  });

  it('names the hiding rule for a hidden tool and keeps what the rules would say', () => {
    const rules = [builtin, cfg('edit', '*', 'deny', 6)];
    const e = explain(rules, 'edit', '*', { hiddenBy: 'rule', hidingRule: { rule: rules[1]!, index: 1 }, tool: 'write' });
    expect(sentenceText(e.sentence)).toBe('Hidden from the model: the last rule for `edit` is `edit["*"]` in agentforge.json line 6, a `deny` with pattern `*`, so resolveTools removes the tool and the model never sees it');
    expect(sentenceText(e.ifCalled!)).toContain('`deny` set by `edit["*"]`');
    expect(e.stage).toBe('hidden');
    expect(e.modelMessage).toBeNull();
    expect(e.modes.every((m) => m.kind === 'hidden')).toBe(true);
  });

  it('names this request when the request hides the tool', () => {
    const e = explain([builtin], 'bash', '*', { hiddenBy: 'request' });
    expect(sentenceText(e.sentence)).toContain('`tools.bash = false`');
  });

  it('lists the rules that lost, the near misses, and the winner location for reveal', () => {
    const e = explain(edit, 'edit', 'reports/a.md');
    expect(e.winner).toMatchObject({ index: 2, label: 'edit["*"]', location: loc(6) });
    expect(e.overridden.map((l) => [l.index, l.why])).toEqual([
      [0, 'overridden by a later rule: #2 edit["*"] (the last match wins)'],
      [1, 'overridden by a later rule: #2 edit["*"] (the last match wins)'],
    ]);
    const miss = explain(edit, 'edit', 'src/a.ts');
    expect(miss.unmatched.map((l) => l.why)).toEqual(['its pattern "reports/**" does not match "src/a.ts"']);
    expect(miss.fallback).toBeNull();
  });

  it('writes back the exact Denied text and keeps denies in every run mode', () => {
    const e = explain(edit, 'edit', 'x');
    expect(e.modelMessage).toBe(deniedMessageFor('edit', edit, 'linux'));
    expect(e.modelMessage).toMatch(/^The user has specified a rule which prevents you from using this specific tool call\. Here are some of the relevant rules \[/);
    expect(e.modes.map((m) => m.kind)).toEqual(['denied', 'denied', 'denied']);
  });

  it('turns an ask into a rejection (run) and an allow once (--auto)', () => {
    const e = explain([cfg('bash', '*', 'ask', 2)], 'bash', 'ls');
    expect(e.modes.map((m) => [m.mode, m.kind, m.action])).toEqual([['interactive', 'asks', 'ask'], ['run', 'rejected', 'deny'], ['auto', 'allowed-once', 'allow']]);
    expect(e.modes[1]!.modelMessage).toBe('The user rejected permission to use this specific tool call.');
  });

  it('marks inherited rules and keeps the parent location', () => {
    const parent = cfg('bash', '*', 'deny', 4);
    const inherited: Rule = { ...parent, origin: { kind: 'subagent-inherited', parent: 'build', from: parent.origin! } };
    const e = explain([builtin, inherited], 'bash', 'ls');
    expect(e.winner).toMatchObject({ isInherited: true, location: loc(4), where: 'agentforge.json line 4, inherited from the build session', label: 'bash["*"]' });
  });
});

describe('explainDecision on hostile input', () => {
  it.each([
    ['<script>alert(1)</script>', '__proto__'],
    ['constructor', '`backtick` and "quotes"'],
    ['x'.repeat(10000), '\u0000\u202e'],
    ['', ''],
  ])('%#: never throws, keeps text as text', (permission, input) => {
    const rules: Rule[] = [{ permission, pattern: input, action: 'deny', origin: { kind: 'config', keyPath: ['permission', permission, input] } }];
    const e = explain(rules, permission, input);
    expect(e.winner?.rule.permission).toBe(permission);
    expect(e.sentence.some((p) => p.kind === 'code' && p.text === `${permission}[${JSON.stringify(input)}]`)).toBe(true);
  });
});

interface EvaluateVector { id: string; input: { rulesets: Rule[][]; permission: string; pattern: string }; expected: { action: Rule['action']; index: number; rule: Rule | null } }
interface AskVector { id: string; input: { steps: { op: string; id?: string; permission?: string; patterns?: string[]; ruleset?: Rule[] }[] }; expected: { outcomes: Record<string, { status: string; error?: { tag: string; message: string } }> } }
const lines = (name: string) => readFileSync(fileURLToPath(new URL(`../../../shared/vectors/${name}`, import.meta.url)), 'utf8').split('\n').filter((l) => l.trim());

describe('explainDecision over the evaluate vectors', () => {
  const vectors = lines('evaluate.jsonl').map((l) => JSON.parse(l) as EvaluateVector);
  it.each(vectors.map((v) => [v.id, v] as const))('%s', (_id, v) => {
    const ruleset = v.input.rulesets.flat();
    const d = evaluate(v.input.permission, v.input.pattern, v.input.rulesets);
    const e = explainDecision(d, { permission: v.input.permission, input: v.input.pattern, ruleset, platform: 'linux', hiddenBy: null });
    expect(e.sentence[0]).toEqual({ kind: 'code', text: v.expected.action });
    expect(e.winner?.index ?? -1).toBe(v.expected.index);
    expect(e.fallback !== null).toBe(v.expected.rule === null);
    const n = d.matches.length;
    if (n > 1) expect(sentenceText(e.sentence)).toContain(`the last of ${n} matching rules`);
    expect(e.overridden.length).toBe(Math.max(0, n - 1));
  });
});

describe('deniedMessageFor over the ask vectors', () => {
  const vectors = lines('ask.jsonl').map((l) => JSON.parse(l) as AskVector);
  const cases = vectors.flatMap((v) =>
    v.input.steps.flatMap((s) => {
      const out = s.id ? v.expected.outcomes[s.id] : undefined;
      return s.op === 'ask' && out?.error?.tag === 'PermissionDeniedError' ? [[`${v.id} ${s.id}`, s, out.error.message] as const] : [];
    }),
  );
  it('has cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s', (_id, step, message) => {
    expect(deniedMessageFor(step.permission!, step.ruleset!, 'linux')).toBe(message);
  });
});

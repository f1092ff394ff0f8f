import { describe, expect, it } from 'vitest';
import { toRuleSegments, type Agent, type AgentSet, type Diagnostic } from '../../engine/index.ts';
import { AGENT_LIST_LIMIT, createAgentOptionsMemo, AGENT_SELECT_LIMIT, isLongAgentList, toAgentMatches, toAgentOptions, toSelectedLabel } from './to-agent-options.ts';

const agent = (name: string, mode: Agent['mode'], hidden = false): Agent => ({ key: name, name, mode, native: true, hidden, options: {}, permission: toRuleSegments([]), configured: [] });
const set = (list: readonly Agent[], defaultAgent: string | null, defaultAgentError: string | null = null): AgentSet => ({
  agents: list,
  byKey: new Map(list.map((a) => [a.key, a])),
  list: list.map((a) => a.name),
  defaultAgent,
  defaultAgentError,
  truncateGlob: '/tmp/*',
});

describe('toAgentOptions', () => {
  const agents = set([agent('plan', 'primary'), agent('build', 'primary'), agent('general', 'subagent'), agent('title', 'primary', true)], 'plan');
  it('puts the default agent first, honouring default_agent', () => {
    const m = toAgentOptions(agents, undefined, []);
    expect(m.options[0]).toEqual({ value: '', label: 'Default: plan' });
    expect(m.value).toBe('');
    expect(m.options.map((o) => o.label)).toContain('general (subagent)');
    expect(m.options.map((o) => o.label)).toContain('title (hidden)');
  });
  it.each([
    { name: 'an unknown agent stays listed and shows its error', chosen: 'nope', diags: [{ code: 'unknown-agent', severity: 'error' as const, message: 'agent "nope" does not exist' }], errors: ['agent "nope" does not exist'] },
    { name: 'hostile names are plain option text', chosen: '<script>__proto__</script>', diags: [], errors: [] },
  ])('$name', ({ chosen, diags, errors }) => {
    const m = toAgentOptions(agents, chosen, diags);
    expect(m.value).toBe(chosen);
    expect(m.options.at(-1)).toEqual({ value: chosen, label: `${chosen} (unknown)` });
    expect(m.errors).toEqual(errors);
  });
  it('shows a broken default_agent', () => {
    const m = toAgentOptions(set([agent('build', 'primary')], null, 'default agent "x" not found'), undefined, [{ code: 'no-default-agent', severity: 'error', message: 'default agent "x" not found' }]);
    expect(m.options[0]!.label).toBe('Default: none');
    expect(m.errors).toEqual(['default agent "x" not found']);
  });
  it('copes with no agents at all', () => {
    expect(toAgentOptions(null, undefined, []).options).toEqual([{ value: '', label: 'Default: none' }]);
  });
});

describe('the long-list picker', () => {
  const many = (n: number) => set(Array.from({ length: n }, (_, i) => agent(`a${String(i).padStart(5, '0')}`, 'all')), 'a00000');
  const values = (m: ReturnType<typeof toAgentMatches>) => m.options.map((o) => o.value);

  it.each([
    { agents: 0, isLong: false },
    { agents: 1, isLong: false },
    { agents: 7, isLong: false },
    { agents: AGENT_SELECT_LIMIT - 1, isLong: false },
    { agents: AGENT_SELECT_LIMIT, isLong: true },
    { agents: 20_000, isLong: true },
  ])('$agents agents: a combobox $isLong', ({ agents, isLong }) => {
    const m = toAgentOptions(many(agents), undefined, []);
    expect(isLongAgentList(m)).toBe(isLong);
    const listed = toAgentMatches(m, '');
    expect(listed.options.length).toBe(Math.min(agents + 1, AGENT_LIST_LIMIT + 1));
    expect(listed.options[0]!.value).toBe('');
    expect(listed.more).toBe(Math.max(0, agents - AGENT_LIST_LIMIT));
  });

  it.each([
    { why: 'the default and the selected agent come first, whatever is typed', chosen: 'a19999', query: 'zzz', values: ['', 'a19999'], more: 0 },
    { why: 'the selected agent is not listed twice', chosen: 'a19999', query: 'a1999', values: ['', 'a19999', 'a19990', 'a19991', 'a19992', 'a19993', 'a19994', 'a19995', 'a19996', 'a19997', 'a19998'], more: 0 },
    { why: 'typed text matches in any case, trimmed', chosen: undefined, query: '  A1999  ', values: ['', 'a19990', 'a19991', 'a19992', 'a19993', 'a19994', 'a19995', 'a19996', 'a19997', 'a19998', 'a19999'], more: 0 },
    { why: 'the mode is matched too', chosen: undefined, query: '(all)', values: null, more: 20_000 - AGENT_LIST_LIMIT },
    { why: 'an unknown chosen agent stays reachable', chosen: 'nope', query: '', values: null, more: 20_000 - AGENT_LIST_LIMIT },
  ])('$why', ({ chosen, query, values: expected, more }) => {
    const m = toAgentOptions(many(20_000), chosen, []);
    const listed = toAgentMatches(m, query);
    if (expected) expect(values(listed)).toEqual(expected);
    expect(listed.more).toBe(more);
    expect(listed.options.length).toBeLessThanOrEqual(AGENT_LIST_LIMIT + 2);
    if (chosen) expect(values(listed)[1]).toBe(chosen);
  });

  it.each(['__proto__', 'constructor', '<script>alert(1)</script>', 'x'.repeat(5_000)])('finds a hostile name as plain text (%#)', (name) => {
    const list = [...Array.from({ length: AGENT_SELECT_LIMIT }, (_, i) => agent(`a${i}`, 'primary')), agent(name, 'subagent')];
    const m = toAgentOptions(set(list, 'a0'), undefined, []);
    expect(isLongAgentList(m)).toBe(true);
    expect(toAgentMatches(m, name.slice(0, 50)).options.map((o) => o.label)).toContain(`${name} (subagent)`);
    expect(toSelectedLabel(toAgentOptions(set(list, 'a0'), name, []))).toBe(`${name} (subagent)`);
  });

  it.each([
    { why: 'nothing typed: the selected one, then the first in order', value: 'k04000', query: '', values: ['k04000', 'k00000', 'k00001'], more: 5_000 - 1 - AGENT_LIST_LIMIT },
    { why: 'the first option is not kept when it does not match', value: 'k04999', query: 'k0499', values: ['k04999', 'k04990', 'k04991'], more: 0 },
    { why: 'nothing matches: only the selected one', value: 'k00007', query: 'zzz', values: ['k00007'], more: 0 },
  ])('a list with no default (the Subagents tab): $why', ({ value, query, values: expected, more }) => {
    const options = Array.from({ length: 5_000 }, (_, i) => ({ value: `k${String(i).padStart(5, '0')}`, label: `k${String(i).padStart(5, '0')}` }));
    const listed = toAgentMatches({ options, value, errors: [] }, query, AGENT_LIST_LIMIT, false);
    expect(values(listed).slice(0, expected.length)).toEqual(expected);
    expect(new Set(values(listed)).size).toBe(listed.options.length);
    expect(listed.options.length).toBeLessThanOrEqual(AGENT_LIST_LIMIT + 1);
    expect(listed.more).toBe(more);
  });

  it('shows the default agent while nothing is chosen', () => {
    expect(toSelectedLabel(toAgentOptions(many(400), undefined, []))).toBe('Default: a00000');
  });
});

describe('option labels', () => {
  it.each([
    { mode: 'primary', hidden: false, label: 'x' },
    { mode: 'primary', hidden: true, label: 'x (hidden)' },
    { mode: 'subagent', hidden: false, label: 'x (subagent)' },
    { mode: 'subagent', hidden: true, label: 'x (subagent, hidden)' },
    { mode: 'all', hidden: true, label: 'x (all, hidden)' },
    { mode: '', hidden: true, label: 'x (hidden)' },
    { mode: '', hidden: false, label: 'x' },
  ])('$mode, hidden $hidden → $label', ({ mode, hidden, label }) => {
    const m = toAgentOptions(set([agent('x', mode as Agent['mode'], hidden)], null), undefined, []);
    expect(m.options[1]).toEqual({ value: 'x', label });
  });
  it('labels a listed name with no agent by its name', () => {
    expect(toAgentOptions({ ...set([], null), list: ['ghost'] }, undefined, []).options[1]).toEqual({ value: 'ghost', label: 'ghost' });
  });
});

describe('createAgentOptionsMemo', () => {
  const names = ['build', 'plan', 'general', '__proto__', 'constructor', '<b>x</b>'];
  const base = () => set(names.map((n, i) => ({ ...agent(n, i % 2 ? 'subagent' : 'primary', i === 4), description: `about ${n}` })), 'build');
  const edit = (s: AgentSet, name: string, over: Partial<Agent>): AgentSet => set(s.agents.map((a) => (a.name === name ? { ...a, ...over } : a)), s.defaultAgent, s.defaultAgentError);
  type Row = { name: string; agents: () => AgentSet | null; chosen?: string; diags?: Diagnostic[]; isSameModel: boolean };
  const rows: Row[] = [
    { name: 'nothing changed (new objects)', agents: base, isSameModel: true },
    { name: "an agent's description edited", agents: () => edit(base(), 'plan', { description: 'new words' }), isSameModel: true },
    { name: "an agent's prompt and rules edited", agents: () => edit(base(), '__proto__', { prompt: 'p', permission: toRuleSegments([]) }), isSameModel: true },
    { name: 'a mode changed', agents: () => edit(base(), 'general', { mode: 'subagent' }), isSameModel: false },
    { name: 'a hostile agent hidden', agents: () => edit(base(), '__proto__', { hidden: true }), isSameModel: false },
    { name: 'an agent shown again', agents: () => edit(base(), 'constructor', { hidden: false }), isSameModel: false },
    { name: 'an agent renamed', agents: () => set(base().agents.map((a) => (a.name === 'plan' ? { ...a, key: 'planner', name: 'planner' } : a)), 'build'), isSameModel: false },
    { name: 'an agent added', agents: () => set([...base().agents, agent('new', 'all')], 'build'), isSameModel: false },
    { name: 'an agent removed', agents: () => set(base().agents.filter((a) => a.name !== 'general'), 'build'), isSameModel: false },
    { name: 'the list reordered', agents: () => set([...base().agents].reverse(), 'build'), isSameModel: false },
    { name: 'another default agent', agents: () => set(base().agents, 'plan'), isSameModel: false },
    { name: 'a default_agent error', agents: () => set(base().agents, null, 'default agent "x" not found'), isSameModel: false },
    { name: 'a known agent chosen', agents: base, chosen: '__proto__', isSameModel: false },
    { name: 'an unknown agent chosen', agents: base, chosen: 'hasOwnProperty', isSameModel: false },
    { name: 'an agent error reported', agents: base, diags: [{ code: 'unknown-agent', severity: 'error', message: 'no such agent' }], isSameModel: false },
    { name: 'another problem reported', agents: base, diags: [{ code: 'other', severity: 'error', message: 'elsewhere' }], isSameModel: true },
    { name: 'no agents at all', agents: () => null, isSameModel: false },
  ];
  it.each(rows)('$name: equal to a fresh toAgentOptions, the same model only when nothing shown changed', ({ agents, chosen, diags, isSameModel }) => {
    const memo = createAgentOptionsMemo();
    const first = memo(base(), undefined, []);
    expect(first).toEqual(toAgentOptions(base(), undefined, []));
    const next = agents();
    const model = memo(next, chosen, diags ?? []);
    expect(model).toEqual(toAgentOptions(next, chosen, diags ?? []));
    expect(model === first).toBe(isSameModel);
    // And back again.
    expect(memo(base(), undefined, [])).toEqual(first);
  });
  it('follows an unknown chosen agent that stays unknown, then becomes known', () => {
    const memo = createAgentOptionsMemo();
    const a = memo(base(), 'ghost', []);
    expect(memo(base(), 'ghost', [])).toBe(a);
    const b = memo(set([...base().agents, agent('ghost', 'all')], 'build'), 'ghost', []);
    expect(b).toEqual(toAgentOptions(set([...base().agents, agent('ghost', 'all')], 'build'), 'ghost', []));
    expect(b.options.at(-1)).toEqual({ value: 'ghost', label: 'ghost (all)' });
  });
  it('keeps the model of 20,000 agents across a keystroke and follows one mode change', () => {
    const many = (mode: (i: number) => Agent['mode']) => set(Array.from({ length: 20_000 }, (_, i) => agent(`a${i}`, mode(i))), 'a0');
    const memo = createAgentOptionsMemo();
    const first = memo(many(() => 'all'), undefined, []);
    expect(memo(many(() => 'all'), undefined, [])).toBe(first);
    const changed = many((i) => (i === 12_345 ? 'primary' : 'all'));
    const next = memo(changed, undefined, []);
    expect(next).toEqual(toAgentOptions(changed, undefined, []));
    expect(next.options[12_346]).toEqual({ value: 'a12345', label: 'a12345' });
  });
});

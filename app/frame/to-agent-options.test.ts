import { describe, expect, it } from 'vitest';
import type { Agent, AgentSet } from '../../engine/index.ts';
import { AGENT_LIST_LIMIT, AGENT_SELECT_LIMIT, isLongAgentList, toAgentMatches, toAgentOptions, toSelectedLabel } from './to-agent-options.ts';

const agent = (name: string, mode: Agent['mode'], hidden = false): Agent => ({ key: name, name, mode, native: true, hidden, options: {}, permission: [], configured: [] });
const set = (list: Agent[], defaultAgent: string | null, defaultAgentError: string | null = null): AgentSet => ({
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

  it('shows the default agent while nothing is chosen', () => {
    expect(toSelectedLabel(toAgentOptions(many(400), undefined, []))).toBe('Default: a00000');
  });
});

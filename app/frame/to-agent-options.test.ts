import { describe, expect, it } from 'vitest';
import type { Agent, AgentSet } from '../../engine/index.ts';
import { toAgentOptions } from './to-agent-options.ts';

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

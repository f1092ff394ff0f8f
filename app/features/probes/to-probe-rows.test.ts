import { describe, expect, it } from 'vitest';
import { analyze, findExample, type Scenario } from '../../../engine/index.ts';
import { toProbeRows, toProbeSummary } from './to-probe-rows.ts';

const base = findExample('pattern-level-rules')!.scenario;
const rowsOf = (s: Scenario) => toProbeRows(analyze(s));

describe('toProbeRows', () => {
  it('every example probe passes, with the engine reason and the rule', () => {
    const rows = rowsOf(base);
    expect(toProbeSummary(rows)).toEqual({ total: 6, passed: 6, failed: 0 });
    expect(rows[0]).toMatchObject({ verdict: 'pass', action: 'deny', stage: 'hidden', rule: { source: { label: 'edit["*"]' } } });
  });

  it.each([
    ['a failing expectation names expected vs actual', { permission: 'edit', input: 'reports/a.md', expect: 'allow' as const }, { verdict: 'fail', mismatch: 'Expected allow, got deny (Hidden from the model)' }],
    ['no expectation', { permission: 'bash', input: 'ls' }, { verdict: 'none', mismatch: null, stage: 'asks' }],
    ['an unknown agent', { permission: 'bash', input: 'ls', agent: 'ghost', expect: 'ask' as const }, { verdict: 'fail', reason: 'agent "ghost" does not exist' }],
    ['an unknown permission gets the built-in * allow', { permission: 'mcp_x', input: '\u0000' }, { verdict: 'none', stage: 'allowed' }],
  ])('%s', (_name, probe, expected) => {
    const rows = rowsOf({ ...base, probes: [probe] });
    expect(rows[0]).toMatchObject(expected);
  });

  it('a refused config leaves every row undecided with the reason', () => {
    const rows = rowsOf({ ...base, files: [{ path: '/home/user/project/agentforge.json', text: '{' }] });
    expect(rows.every((r) => r.action === null && r.reason.includes('refuses'))).toBe(true);
    expect(toProbeSummary(rows).failed).toBe(6);
  });
});

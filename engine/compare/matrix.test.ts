import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { findExample } from '../examples/examples.ts';
import type { Rule } from '../permission/rule.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { buildAgentToolMatrix, reachableFor } from './matrix.ts';
import { buildProbeMatrix, MAX_MATRIX_INPUTS } from './matrix-probes.ts';

function scenarioWith(text: string, rest: Partial<Scenario> = {}): Scenario {
  return { version: 1, files: [{ path: '/home/user/project/agentforge.json', text }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [], ...rest };
}

function cell(scenario: Scenario, agent: string, tool: string) {
  const m = buildAgentToolMatrix(analyze(scenario));
  return m.rows.find((r) => r.agent === agent)!.cells.find((c) => c.tool === tool)!;
}

describe('buildAgentToolMatrix', () => {
  it.each([
    // [config, agent, tool, status, someInputs]
    ['{"permission":{"bash":"deny"}}', 'build', 'bash', 'hidden', []],
    ['{"permission":{"bash":{"*":"allow","rm *":"deny"}}}', 'build', 'bash', 'allowed', ['deny']],
    ['{"permission":{"bash":{"git *":"allow","*":"ask"}}}', 'build', 'bash', 'asks', []],
    ['{"permission":{"bash":{"*":"ask","git *":"allow"}}}', 'build', 'bash', 'asks', ['allow']],
    ['{"permission":{"edit":{"*":"deny","src/**":"allow"}}}', 'build', 'edit', 'denied', ['allow']],
    ['{"permission":{"edit":{"*":"deny","src/**":"allow"}}}', 'build', 'write', 'denied', ['allow']],
    ['{}', 'plan', 'edit', 'denied', ['allow']],
    ['{"agent":{"review":{"mode":"subagent","permission":{"webfetch":"deny"}}}}', 'review', 'webfetch', 'hidden', []],
    ['{"agent":{"review":{"mode":"subagent","permission":{"webfetch":"deny"}}}}', 'build', 'webfetch', 'allowed', []],
  ] as const)('%s: %s/%s is %s', (text, agent, tool, status, some) => {
    const c = cell(scenarioWith(text), agent, tool);
    expect(c.status).toBe(status);
    expect(c.someInputs).toEqual(some);
  });

  it('agrees with the analysis for the selected agent, for every example', () => {
    for (const id of ['project-denies-global-allow', 'tools-true-permission-ask', 'pattern-level-rules', 'request-narrows-bash']) {
      const analysis = analyze(findExample(id)!.scenario);
      const row = buildAgentToolMatrix(analysis).rows.find((r) => r.isSelected)!;
      expect(row.cells.map((c) => [c.tool, c.status !== 'hidden'])).toEqual(analysis.tools.map((t) => [t.tool, t.visible]));
    }
  });

  it('a request switch hides the tool for every agent', () => {
    const m = buildAgentToolMatrix(analyze(scenarioWith('{}', { request: { tools: { bash: false } } })));
    for (const row of m.rows) expect(row.cells.find((c) => c.tool === 'bash')).toMatchObject({ status: 'hidden', hiddenBy: 'request' });
  });

  it('a broken config gives no rows, and hostile keys stay data', () => {
    expect(buildAgentToolMatrix(analyze(scenarioWith('{ nope'))).rows).toEqual([]);
    const m = buildAgentToolMatrix(analyze(scenarioWith('{"permission":{"__proto__":"deny","constructor":{"*":"ask"}}}')));
    expect(m.tools).toContain('constructor');
    expect(m.rows.length).toBeGreaterThan(0);
  });
});

describe('buildAgentToolMatrix with a row limit', () => {
  const analysis = analyze(scenarioWith(JSON.stringify({ agent: { a: { mode: 'subagent' }, b: { permission: { bash: 'deny' } } } })));
  const whole = buildAgentToolMatrix(analysis);
  it.each([
    ['no limit', undefined],
    ['more than there are agents', 1000],
    ['two agents', 2],
    ['one agent', 1],
    ['none (a count only)', 0],
  ] as const)('%s: the first rows, exactly as the whole matrix has them, and every agent counted', (_name, max) => {
    const m = buildAgentToolMatrix(analysis, max);
    expect(m.rows).toEqual(whole.rows.slice(0, max ?? Number.POSITIVE_INFINITY));
    expect(m.agentCount).toBe(analysis.agents?.agents.length);
    expect(m.tools).toEqual(whole.tools);
  });
  it('a config that does not load counts no agents', () => {
    expect(buildAgentToolMatrix(analyze(scenarioWith('{"permission": ')), 5)).toMatchObject({ rows: [], agentCount: 0 });
  });
});

describe('reachableFor', () => {
  const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });
  it.each([
    ['no rules: default ask', [], ['ask']],
    ['catch-all only', [r('*', '*', 'allow')], ['allow']],
    ['specific without catch-all adds the default', [r('bash', 'ls', 'allow')], ['allow', 'ask']],
    ['rules before the last catch-all are overridden', [r('bash', 'ls', 'deny'), r('bash', '*', 'allow')], ['allow']],
    ['other permissions ignored', [r('edit', '*', 'deny'), r('bash', '*', 'ask')], ['ask']],
  ] as const)('%s', (_name, rules, actions) => {
    expect(reachableFor('bash', rules, new Set(), 'linux')).toEqual(actions);
  });
});

describe('buildProbeMatrix', () => {
  it('decides every tool against every distinct probe input', () => {
    const analysis = analyze(findExample('pattern-level-rules')!.scenario);
    const m = buildProbeMatrix(analysis);
    expect(m.agent).toBe('build');
    expect(m.inputs).toEqual(['reports/a.md', 'src/app.ts', 'git status', 'git diff HEAD', 'general']);
    const bash = m.rows.find((r) => r.tool === 'bash')!;
    expect(bash.cells.find((c) => c.input === 'git status')!.decision.action).toBe('ask');
    const edit = m.rows.find((r) => r.tool === 'edit')!;
    expect(edit.cells.every((c) => c.stage === 'hidden')).toBe(true);
  });

  it('another agent, an unknown agent, and too many inputs', () => {
    const probes = Array.from({ length: MAX_MATRIX_INPUTS + 3 }, (_, i) => ({ permission: 'edit', input: `f${i}.ts` }));
    const analysis = analyze(scenarioWith('{}', { probes }));
    const plan = buildProbeMatrix(analysis, 'plan');
    expect(plan.inputsLeftOut).toBe(3);
    expect(plan.rows.find((r) => r.tool === 'edit')!.cells[0]!.decision.action).toBe('deny');
    expect(buildProbeMatrix(analysis, 'nobody')).toMatchObject({ agent: null, rows: [] });
  });
});

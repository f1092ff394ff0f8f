import { describe, expect, it } from 'vitest';
import { analyze, buildAgentToolMatrix, buildProbeMatrix, capScenarioDiff, detectImport, diffScenarios, findExample, MAX_DIFF_CHANGES, MAX_MATRIX_ROWS, type Scenario } from '../../../engine/index.ts';
import { runView } from './run-view.ts';
import { shouldOffloadView } from './to-offload-view.ts';
import type { ViewJob } from './view-messages.ts';
import { isSameJob } from './view-runner.ts';

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git push' }, { permission: 'edit', input: 'a.ts', agent: 'plan' }] };
const configured: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": {"*": "ask", "git *": "allow"}}, "agent": {"rev": {"mode": "subagent", "permission": {"edit": "deny"}}}}' }] };
const hostile: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: '{"agent": {"__proto__": {"prompt": "<script>x</script>"}}, "permission": {"constructor": "deny"}}' }] };
const broken: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": ' }] };
const example = findExample('project-denies-global-allow')!.scenario;

describe('a matrix crosses with the rows the view shows and the count of all agents', () => {
  it('300 agents: the first 200 rows, built as the whole matrix builds them', () => {
    const agents = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`a${i}`, { mode: 'subagent', permission: { edit: i % 2 ? 'deny' : 'ask' } }]));
    const scenario: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: JSON.stringify({ agent: agents }) }] };
    const result = runView({ kind: 'matrix', scenario, agent: null });
    if (result.kind !== 'matrix') throw new Error('a matrix job gives a matrix');
    const whole = buildAgentToolMatrix(analyze(scenario));
    expect(whole.rows.length).toBeGreaterThan(300);
    expect(result.matrix.rows).toEqual(whole.rows.slice(0, MAX_MATRIX_ROWS));
    expect(result.matrix.agentCount).toBe(whole.rows.length);
  });
});

describe('a diff crosses with its first changes of each list and counts of all', () => {
  it('300 agents against none: 2,700 changed cells, 200 posted, all counted', () => {
    const agents = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`a${i}`, { mode: 'subagent', permission: { edit: 'deny' } }]));
    const after: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: JSON.stringify({ agent: agents, permission: Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`t${i}`, 'deny'])) }) }] };
    const full = diffScenarios(base, after);
    const result = runView({ kind: 'diff', before: base, after });
    if (result.kind !== 'diff') throw new Error('a diff job gives a diff');
    expect(full.visibilities.length).toBeGreaterThan(MAX_DIFF_CHANGES);
    expect(full.rules.length).toBeGreaterThan(MAX_DIFF_CHANGES);
    expect(result.diff.visibilities).toEqual(full.visibilities.slice(0, MAX_DIFF_CHANGES));
    expect(result.diff.rules).toEqual(full.rules.slice(0, MAX_DIFF_CHANGES));
    expect(result.diff.totals).toEqual({ probes: full.probes.length, visibilities: full.visibilities.length, rules: full.rules.length });
    expect(result.diff.isSame).toBe(false);
  });
});

describe('a heavy view gives the same data here and across the worker boundary', () => {
  it.each([
    ['matrix, selected agent', { kind: 'matrix', scenario: configured, agent: null }],
    ['matrix, another agent', { kind: 'matrix', scenario: configured, agent: 'rev' }],
    ['matrix, a missing agent', { kind: 'matrix', scenario: configured, agent: 'nobody' }],
    ['matrix, hostile names', { kind: 'matrix', scenario: hostile, agent: '__proto__' }],
    ['matrix, a config that does not load', { kind: 'matrix', scenario: broken, agent: null }],
    ['diff, defaults against a config', { kind: 'diff', before: base, after: configured }],
    ['diff, an example against a broken config', { kind: 'diff', before: example, after: broken }],
    ['detect, a config', { kind: 'detect', text: '{"permission": {"bash": "ask"}}', fileName: 'agentforge.json', scenario: base }],
    ['detect, a hostile text', { kind: 'detect', text: '---\n__proto__: x\n---\n<script>', fileName: null, scenario: base }],
  ] as [string, ViewJob][])('%s', (_name, job) => {
    const result = runView(job);
    // The worker posts the result: structured clone throws on a function and must keep every value.
    expect(structuredClone(result)).toEqual(result);
    if (job.kind === 'diff') expect(result).toEqual({ kind: 'diff', diff: capScenarioDiff(diffScenarios(job.before, job.after)) });
    else if (job.kind === 'detect') expect(result).toEqual({ kind: 'detect', detection: detectImport(job.text, { scenario: job.scenario, ...(job.fileName === null ? {} : { fileName: job.fileName }) }) });
    else {
      const analysis = analyze(job.scenario);
      expect(result).toEqual({ kind: 'matrix', matrix: buildAgentToolMatrix(analysis, MAX_MATRIX_ROWS), probes: buildProbeMatrix(analysis, job.agent ?? undefined), selectedAgent: analysis.agent?.key ?? null });
    }
  });
  it('reuses the analysis it is given', () => {
    const analysis = analyze(configured);
    let calls = 0;
    runView({ kind: 'matrix', scenario: configured, agent: null }, () => (calls++, analysis));
    expect(calls).toBe(1);
  });
});

describe('which view jobs go to the worker', () => {
  const big: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: 'x'.repeat(200_001) }] };
  const half: Scenario = { ...base, files: [{ path: '/p/agentforge.json', text: 'x'.repeat(120_000) }] };
  it.each([
    ['a small matrix, fast runs', { kind: 'matrix', scenario: base, agent: null }, 2, false],
    ['a small matrix after a slow run', { kind: 'matrix', scenario: base, agent: null }, 45, true],
    ['a big matrix', { kind: 'matrix', scenario: big, agent: null }, 1, true],
    ['a small diff', { kind: 'diff', before: base, after: configured }, 1, false],
    ['a diff whose two sides add up to a big text', { kind: 'diff', before: half, after: half }, 1, true],
    ['detecting a small text, even after a slow run', { kind: 'detect', text: '{}', fileName: null, scenario: big }, 45, false],
    ['detecting a 5 MB text', { kind: 'detect', text: 'x'.repeat(5_000_000), fileName: 'a.json', scenario: base }, 1, true],
  ] as [string, ViewJob, number, boolean][])('%s', (_name, job, lastRunMs, expected) => {
    expect(shouldOffloadView(job, lastRunMs)).toBe(expected);
  });
});

describe('when two jobs ask the same thing', () => {
  it.each([
    ['same matrix', { kind: 'matrix', scenario: base, agent: null }, { kind: 'matrix', scenario: base, agent: null }, true],
    ['another agent', { kind: 'matrix', scenario: base, agent: null }, { kind: 'matrix', scenario: base, agent: 'plan' }, false],
    ['an equal but newer scenario object', { kind: 'matrix', scenario: base, agent: null }, { kind: 'matrix', scenario: { ...base }, agent: null }, false],
    ['same diff', { kind: 'diff', before: base, after: configured }, { kind: 'diff', before: base, after: configured }, true],
    ['same text detected', { kind: 'detect', text: 'a', fileName: null, scenario: base }, { kind: 'detect', text: 'a', fileName: null, scenario: base }, true],
    ['same text, another file name', { kind: 'detect', text: 'a', fileName: null, scenario: base }, { kind: 'detect', text: 'a', fileName: 'a.md', scenario: base }, false],
    ['a detection is no diff', { kind: 'detect', text: 'a', fileName: null, scenario: base }, { kind: 'diff', before: base, after: base }, false],
    ['sides swapped', { kind: 'diff', before: base, after: configured }, { kind: 'diff', before: configured, after: base }, false],
    ['another view', { kind: 'matrix', scenario: base, agent: null }, { kind: 'diff', before: base, after: base }, false],
  ] as [string, ViewJob, ViewJob, boolean][])('%s', (_name, a, b, expected) => expect(isSameJob(a, b)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { analyze, type Diagnostic } from '../../../engine/index.ts';
import { MAX_ROWS, countProblems, toProblemRows } from './to-problem-rows.ts';

const context = { home: '/home/user', worktree: '/home/user/project' };
const PROJECT = '/home/user/project/agentforge.json';
const scenario = (text: string) => ({ version: 1 as const, files: [{ path: PROJECT, text }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux' as const, probes: [] });

describe('toProblemRows', () => {
  it.each([
    { name: 'an unknown key: one error at the key, with its did-you-mean', text: '{\n  "modle": "a/b"\n}\n', want: [['Error', 'Unrecognized key: modle', 'agentforge.json:2:3', 'Did you mean "model" or "mode"?']] },
    { name: 'a bad action: one error at its key', text: '{ "permission": { "bash": "alow" } }', want: [['Error', expect.stringContaining('"alow"'), 'agentforge.json:1:19', null]] },
    { name: 'a clean config has no errors', text: '{ "permission": { "bash": "ask" } }', want: [] },
  ])('$name', ({ text, want }) => {
    const analysis = analyze(scenario(text));
    const rows = toProblemRows(analysis.diagnostics, analysis.scenario.files, context).filter((r) => r.severity === 'error');
    expect(rows.map((r) => [r.severityLabel, r.message, r.label, r.hint])).toEqual(want);
    for (const r of rows) expect(r.location?.file).toBe(PROJECT);
  });
  it('puts errors before warnings and caps the rows', () => {
    const many: Diagnostic[] = Array.from({ length: MAX_ROWS + 50 }, (_, i) => ({ code: 'w', severity: i === MAX_ROWS + 10 ? 'error' : 'warning', message: `m${i}`, path: PROJECT, line: i + 1, column: 1 }));
    const rows = toProblemRows(many, [{ path: PROJECT }], context);
    expect(rows).toHaveLength(MAX_ROWS);
    expect(rows[0]?.severity).toBe('error');
    expect(countProblems(many)).toEqual({ error: 1, warning: MAX_ROWS + 49, info: 0 });
  });
  it('counts a failed load once', () => {
    const analysis = analyze(scenario('{ "modle": 1 }'));
    expect(countProblems(analysis.diagnostics).error).toBe(1);
  });
});

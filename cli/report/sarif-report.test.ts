import { describe, expect, it } from 'vitest';
import { analyze, DEFAULT_EXAMPLE } from '../../engine/index.ts';
import { lintFindings, type LintFinding } from './lint-findings.ts';
import { sarifReport } from './sarif-report.ts';

interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; version: string; rules: { id: string; name: string; shortDescription: { text: string }; help: { text: string } }[] } };
    results: { ruleId: string; ruleIndex: number; level: string; message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: { startLine: number; startColumn?: number } } }[] }[];
  }[];
}

const tool = { name: 'agentforge-playground', version: '0.1.0' };

describe('sarifReport', () => {
  const analysis = analyze(DEFAULT_EXAMPLE.scenario);
  const findings = lintFindings(analysis, (d) => (d.path ? { file: 'configs/agentforge.json', ...(d.line !== undefined ? { line: d.line, column: d.column ?? 1 } : {}) } : null));
  const log = sarifReport(findings, tool) as SarifLog;

  it('has the fields GitHub code scanning requires: version, one run, a driver with rules, results with rule ids and messages', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject(tool);
    expect(run.results.length).toBe(analysis.diagnostics.length);
    expect(run.results.length).toBeGreaterThan(0);
    for (const r of run.results) {
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
      expect(['error', 'warning', 'note']).toContain(r.level);
      expect(r.message.text.length).toBeGreaterThan(0);
    }
    for (const rule of run.tool.driver.rules) {
      expect(rule.help.text.length).toBeGreaterThan(20);
      expect(rule.shortDescription.text).toBe(rule.name);
    }
    expect(new Set(run.tool.driver.rules.map((r) => r.id)).size).toBe(run.tool.driver.rules.length);
  });

  it('places each result at its file, line and column', () => {
    const results = log.runs[0]!.results;
    results.forEach((r, i) => {
      const d = analysis.diagnostics[i]!;
      expect(r.locations).toEqual([{ physicalLocation: { artifactLocation: { uri: 'configs/agentforge.json', uriBaseId: '%SRCROOT%' }, region: { startLine: d.line, startColumn: d.column } } }]);
    });
    expect(results.find((r) => r.ruleId === 'shell/exact-only')!.locations[0]!.physicalLocation.region).toEqual({ startLine: 8, startColumn: 15 });
  });

  it.each([
    ['no place', null, []],
    ['a file without a line', { file: 'a b/c#.json' }, [{ physicalLocation: { artifactLocation: { uri: 'a%20b/c%23.json', uriBaseId: '%SRCROOT%' } } }]],
    ['an absolute path outside the repository', { file: '/home/me/.config/agentforge/agentforge.json', line: 2, column: 3 }, [{ physicalLocation: { artifactLocation: { uri: 'file:///home/me/.config/agentforge/agentforge.json' }, region: { startLine: 2, startColumn: 3 } } }]],
  ] as const)('a finding with %s', (_name, place, locations) => {
    const finding: LintFinding = { ruleId: 'config/json-syntax', level: 'error', message: 'x', place };
    expect((sarifReport([finding], tool) as SarifLog).runs[0]!.results[0]!.locations).toEqual(locations);
  });

  it('an unknown rule id still gets a name and help', () => {
    const rules = (sarifReport([{ ruleId: 'config/some-new-thing', level: 'warning', message: 'm', place: null }], tool) as SarifLog).runs[0]!.tool.driver.rules;
    expect(rules[0]).toMatchObject({ id: 'config/some-new-thing', name: 'ConfigSomeNewThing' });
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze, findExample } from '../../engine/index.ts';
import type { Scenario } from '../../engine/index.ts';
import { probeReport } from '../probe-report.ts';

/** The time budget of a test that spawns processes (the hang guard; speed is measured by npm run bench). */
const SPAWNING_TEST_BUDGET_MS = 600_000;

const dir = mkdtempSync(join(tmpdir(), 'af-test-cmd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, scenario: Scenario): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(scenario));
  return path;
}

function cli(...args: string[]) {
  return spawnSync('npx', ['tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
}

const passing = findExample('pattern-level-rules')!.scenario;
const failing: Scenario = { ...passing, probes: [...passing.probes, { permission: 'edit', input: 'reports/a.md', expect: 'allow' }] };

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('test command (spawned as in CI)', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  it('exits 0 on a passing file, 1 on a failing one with expected vs actual and the reason; export-tests makes it pass', () => {
    const ok = cli('test', write('pass.json', passing));
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/6 probes: 6 passed, 0 failed/);

    const bad = cli('test', write('fail.json', failing));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('FAIL  edit "reports/a.md"');
    expect(bad.stdout).toContain('expected allow, got deny (hidden from the model, agent build)');
    expect(bad.stdout).toMatch(/because edit\["\*"\] in \/home\/user\/project\/agentforge\.json:\d+:\d+, last of 3 matching rules/);
    expect(bad.stdout).toMatch(/7 probes: 6 passed, 1 failed/);

    const out = join(dir, 'exported.json');
    const exported = cli('export-tests', join(dir, 'fail.json'), '--out', out);
    expect(exported.status, exported.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).probes.at(-1)).toEqual({ permission: 'edit', input: 'reports/a.md', expect: 'deny' });
    expect(cli('test', out).status).toBe(0);
  }, 90_000);

  it('a missing file exits 2, a file with no expectations exits 1', () => {
    expect(cli('test', join(dir, 'nope.json')).status).toBe(2);
    const none = cli('test', write('none.json', { ...passing, probes: [{ permission: 'bash', input: 'ls' }] }));
    expect(none.status).toBe(1);
    expect(none.stdout).toMatch(/nothing was checked/);
  }, 60_000);
});

describe('probeReport', () => {
  it.each([
    ['an unknown agent fails with the reason', { ...passing, probes: [{ permission: 'bash', input: 'ls', agent: 'ghost', expect: 'ask' as const }] }, /agent "ghost" does not exist/, { passed: 0, failed: 1, unchecked: 0 }],
    ['a refused config fails every expectation', { ...passing, files: [{ path: '/home/user/project/agentforge.json', text: '{ nope' }] }, /refuses this config/, { passed: 0, failed: 6, unchecked: 0 }],
    ['no expectation is unchecked', { ...passing, probes: [{ permission: 'bash', input: '\u0000"\n' }] }, /----  bash "\\u0000\\"\\n" => ask/, { passed: 0, failed: 0, unchecked: 1 }],
  ])('%s', (_name, scenario, line, tally) => {
    const r = probeReport(analyze(scenario));
    expect(r.lines.join('\n')).toMatch(line);
    expect(r.tally).toEqual(tally);
  });

  it('annotates failures for GitHub Actions', () => {
    expect(probeReport(analyze(failing), true).lines.some((l) => l.startsWith('::error title=probe failed::edit "reports/a.md"'))).toBe(true);
  });
});

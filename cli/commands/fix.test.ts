import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findExample } from '../../engine/index.ts';
import type { Scenario } from '../../engine/index.ts';

/** The time budget of a test that spawns processes (the hang guard; speed is measured by npm run bench). */
const SPAWNING_TEST_BUDGET_MS = 600_000;

const dir = mkdtempSync(join(tmpdir(), 'af-fix-cmd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, scenario: Scenario | string): string {
  const path = join(dir, name);
  writeFileSync(path, typeof scenario === 'string' ? scenario : `${JSON.stringify(scenario, null, 2)}\n`);
  return path;
}

function cli(...args: string[]) {
  return spawnSync('npx', ['tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
}

const passing = findExample('pattern-level-rules')!.scenario;
const failing: Scenario = { ...passing, probes: [...passing.probes.filter((p) => p.input !== 'reports/a.md'), { permission: 'edit', input: 'reports/a.md', expect: 'allow' }, { permission: 'bash', input: 'git push', expect: 'deny' }] };
const blocked: Scenario = { ...findExample('request-overrides-agent-deny')!.scenario, probes: [{ permission: 'bash', input: 'rm -rf build', expect: 'deny' }] };

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('fix command (spawned as in CI)', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  it('exit 0 when every expectation holds, 1 with proposals; --apply writes only the scenario file, keeps comments, and then test passes', () => {
    const ok = cli('fix', write('pass.json', passing));
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('every expectation holds');

    const path = write('fail.json', failing);
    const bystander = write('other.json', passing);
    const before = readFileSync(bystander, 'utf8');
    const bad = cli('fix', path);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('FAIL  edit "reports/a.md": expected allow, got deny (hidden from the model)');
    expect(bad.stdout).toMatch(/fix: Move edit\["\*"\]: "deny" before edit\["reports\/\*\*"\]: "allow"/);
    expect(bad.stdout).toMatch(/why: Key order decides/);
    expect(bad.stdout).toContain('lands: allowed');
    expect(bad.stdout).toContain('+    "edit": { "*": "deny", "reports/**": "allow" },');
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(failing, null, 2)}\n`);

    const applied = cli('fix', path, '--apply');
    expect(applied.status, applied.stdout + applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/wrote .*fail\.json/);
    const text = (JSON.parse(readFileSync(path, 'utf8')) as Scenario).files[0]!.text;
    expect(text).toContain('// writes denied by default, only this project\u2019s reports directory is open');
    expect(text).toContain('"edit": { "*": "deny", "reports/**": "allow" }');
    expect(readFileSync(bystander, 'utf8')).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(['fail.json', 'other.json', 'pass.json']);
    expect(cli('test', path).status).toBe(0);
  }, 120_000);

  it('--json, a blocked probe (exit 1), bad input (exit 2)', () => {
    const json = cli('fix', write('blocked.json', blocked), '--json');
    expect(json.status).toBe(1);
    const out = JSON.parse(json.stdout) as { failing: number; results: { result: { kind: string; layer: string } }[] };
    expect(out.failing).toBe(1);
    expect(out.results[0]!.result).toMatchObject({ kind: 'blocked', layer: "this request's tools.bash" });
    expect(cli('fix', join(dir, 'nope.json')).status).toBe(2);
    expect(cli('fix', write('garbage.json', '{ nope')).status).toBe(2);
    expect(cli('fix').status).toBe(2);
  }, 120_000);
  it('words side effects as the app does: a pattern deny keeps edit visible ("now denied for some inputs"), never "hidden"', () => {
    const base = findExample('env-files-ask')!.scenario;
    const scenario: Scenario = { ...base, files: [{ path: '/home/user/project/agentforge.json', text: '{ "permission": { "edit": "ask" } }' }], probes: [{ permission: 'edit', input: 'src/a.ts', expect: 'deny' }] };
    const out = cli('fix', write('pattern-deny.json', scenario));
    expect(out.stdout).toContain('+{ "permission": { "edit": { "*": "ask", "src/*": "deny" } } }');
    expect(out.stdout).toMatch(/tool edit for agent build: now denied for some inputs/);
    expect(out.stdout).not.toMatch(/hidden now/);
  });
});

// Runs every test the project has and ends with one plain line "N passed, N failed".
// Steps: typecheck (app + engine configs), unit tests (vitest), golden vectors (the CLI's conformance
// runner over ../shared), e2e (vite build + Playwright in Debian's Chromium). Pass --no-e2e to skip e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = new Set(process.argv.slice(2));
const shared = process.env.SHARED_DIR ?? '../shared';
const tmp = mkdtempSync(join(tmpdir(), 'af-test-'));
let passed = 0;
let failed = 0;
const lines = [];

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  return r;
}

function record(step, p, f, note = '') {
  passed += p;
  failed += f;
  lines.push(`${step.padEnd(22)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed ${note}`);
}

// 1. typecheck
{
  const a = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  const b = run('npx', ['tsc', '--noEmit', '-p', 'engine/tsconfig.json']);
  record('typecheck', (a.status === 0) + (b.status === 0), (a.status !== 0) + (b.status !== 0), '(app+engine, engine without DOM/Node)');
}

// 2. unit tests
{
  const out = join(tmp, 'vitest.json');
  const r = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    const suiteFailures = (j.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0).length;
    record('unit (vitest)', j.numPassedTests, j.numFailedTests + suiteFailures, suiteFailures ? `(${suiteFailures} files failed to load)` : '');
  } else record('unit (vitest)', 0, 1, `(vitest exited ${r.status} without a report)`);
}

// 3. golden vectors through the CLI
for (const dir of ['vectors', 'shell']) {
  const target = join(shared, dir);
  if (!existsSync(target)) {
    record(`conformance ${dir}`, 0, 1, `(${target} not found: the golden vectors must sit beside the repo)`);
    continue;
  }
  const r = run('npx', ['tsx', 'cli/cli.ts', 'conformance', target]);
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(r.stdout ?? '');
  if (m) record(`conformance ${dir}`, Number(m[1]), Number(m[2]));
  else record(`conformance ${dir}`, 0, 1, `(no summary line; exit ${r.status})`);
}

// 4. e2e
if (!args.has('--no-e2e')) {
  const build = run('npx', ['vite', 'build']);
  if (build.status !== 0) record('e2e (playwright)', 0, 1, '(vite build failed)');
  else {
    const out = join(tmp, 'pw.json');
    const r = run('npx', ['playwright', 'test', '--reporter=list,json'], { CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      record('e2e (playwright)', s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0) + (r.status !== 0 && !s.unexpected ? 1 : 0));
    } else record('e2e (playwright)', 0, 1, `(playwright exited ${r.status} without a report)`);
  }
}

process.stdout.write(`\n${lines.join('\n')}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);

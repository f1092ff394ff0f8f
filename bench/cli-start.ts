/**
 * 9. The installed CLI's start-up: from process start (node's own start included) to the answer, for `check` on the
 * default example and `explain` on the real 706-rule config r02, run as a CI job runs it (`node dist-cli/...`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EXAMPLE } from '../engine/index.ts';
import { ms, type Row, type SectionResult } from './report.ts';
import { summarize } from './timing.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist-cli/agentforge-playground.cjs');
const R02 = join(process.env.SHARED_DIR ?? join(ROOT, '../shared'), 'real-configs/r02-connorads-global.json');

/** Wall-clock samples of spawning the built CLI with `args`, each checked to answer (exit code and output). */
function timeSpawns(args: readonly string[], runs: number, isAnswer: (stdout: string, status: number | null) => boolean, env: Record<string, string> = {}, script: readonly string[] = [CLI]) {
  const values: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, [...script, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
    const took = performance.now() - t;
    if (!isAnswer(r.stdout, r.status)) throw new Error(`${args[0] ?? script.join(' ')} did not answer (exit ${r.status}): ${r.stderr.slice(0, 200)}`);
    if (i > 0) values.push(took); // the first run warms the file cache and writes the command's code cache
  }
  return summarize(values);
}

/** Runs the CLI start-up section (builds the CLI first, as `npm pack` would). */
export function benchCliStart(quick: boolean): SectionResult {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build-cli.mjs')], { encoding: 'utf8' });
  if (built.status !== 0 || !existsSync(CLI)) throw new Error(`the CLI build failed: ${built.stderr.slice(0, 300)}`);
  const dir = mkdtempSync(join(tmpdir(), 'af-bench-cli-'));
  try {
    const scenario = join(dir, 'example.json');
    writeFileSync(scenario, JSON.stringify(DEFAULT_EXAMPLE.scenario, null, 2));
    const runs = quick ? 5 : 21;
    // A cache directory of the bench's own (the launcher keeps V8's code cache there, one file per command).
    const cache = { XDG_CACHE_HOME: join(dir, 'cache') };
    const isDecision = (out: string, status: number | null) => status === 0 && out.startsWith('deny  edit "src/app.ts"');
    const check = timeSpawns(['check', scenario, 'edit', 'src/app.ts'], runs, isDecision, cache);
    const cold = timeSpawns(['check', scenario, 'edit', 'src/app.ts'], quick ? 3 : 11, isDecision, { AGENTFORGE_PLAYGROUND_NO_CACHE: '1' });
    const bare = timeSpawns(['--version'], runs, (out, status) => status === 0 && out.startsWith('agentforge-playground '), cache);
    // Node alone, with the same environment: what no change of ours can shorten (a NODE_EXTRA_CA_CERTS bundle, for one, is read at every start).
    const node = timeSpawns([], runs, (out, status) => status === 0 && out === 'ok', {}, ['-e', "process.stdout.write('ok')"]);
    const shell = timeSpawns(['check', scenario, 'bash', 'git status && rm -rf build'], quick ? 3 : 11, (out, status) => status === 0 && out.includes('request 1: bash'), cache);
    const rows: Row[] = [
      { section: 'cli-start', measure: 'node dist-cli/… check on the default example (process start to answer, median; code cache written by the first run)', result: `${ms(check.median)} (p95 ${ms(check.p95)})`, budget: '< 150 ms', pass: check.median < 150 },
      { section: 'cli-start', measure: '… the same with no code cache (a machine\'s first run of the command)', result: ms(cold.median) },
      { section: 'cli-start', measure: '… --version (node start and the CLI\'s entry, for scale)', result: ms(bare.median) },
      { section: 'cli-start', measure: `… node -e alone (Node's own start with none of the CLI, for scale${process.env.NODE_EXTRA_CA_CERTS ? '; NODE_EXTRA_CA_CERTS is set, so Node reads that CA bundle at start' : ''})`, result: ms(node.median) },
      { section: 'cli-start', measure: '… check of a bash command (the shell parser\'s WASM loaded too)', result: ms(shell.median) },
    ];
    const data: Record<string, unknown> = { check, cold, version: bare, node, shell };
    if (existsSync(R02)) {
      const explain = timeSpawns(['explain', R02], quick ? 3 : 11, (out, status) => status !== 2 && out.includes('shell/exact-only'), cache);
      rows.push({ section: 'cli-start', measure: '… explain on r02 (706 rules; process start to answer, median)', result: `${ms(explain.median)} (p95 ${ms(explain.p95)})`, budget: '< 300 ms', pass: explain.median < 300 });
      data.explainR02 = explain;
    } else rows.push({ section: 'cli-start', measure: '… explain on r02', result: `skipped (${R02} not found)`, pass: null });
    return { rows, data };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

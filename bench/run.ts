/**
 * `npm run bench`: measures the engine and the built app on this machine and prints each budget's pass/fail.
 * Flags (bench/options.ts): `--json` (machine output), `--markdown` (the table for the README), `--quick` (fewer
 * runs), `--no-browser`, `--only=<section>,…`, `--strict` (exit 1 when a budget fails), `--busy` (one core kept busy
 * by another process during the run), `--busy=both` (a quiet run, then a busy one, side by side; exit 1 when a budget
 * fails in either).
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchAnalyze } from './analyze.ts';
import { benchBrowser } from './browser.ts';
import { benchBrowserKeys } from './browser-keys.ts';
import { benchBrowserBig } from './browser-big.ts';
import { startBusyLoop } from './busy.ts';
import { benchCliStart } from './cli-start.ts';
import { benchBrowserScroll } from './browser-scroll.ts';
import { benchEvaluate } from './evaluate.ts';
import { benchHostile } from './hostile.ts';
import { benchMatching } from './matching.ts';
import { benchMemory } from './memory.ts';
import { parseBenchArgs, type BenchOptions } from './options.ts';
import { countPaired, formatPairedMarkdown, formatPairedTable, pairRuns } from './pair-runs.ts';
import { benchPermalink } from './permalink.ts';
import { benchRedact } from './redact.ts';
import { benchLinkLength, benchShareBrowser } from './share.ts';
import { formatMarkdown, formatTable, type Row, type SectionResult } from './report.ts';

type Section = { readonly name: string; readonly run: (o: BenchOptions) => SectionResult | Promise<SectionResult> };

/** A browser section, or the row saying it was skipped. */
const inBrowser = (name: string, measure: string, run: () => Promise<SectionResult>): Section => ({
  name,
  run: (o) => (o.hasBrowser ? run() : { rows: [{ section: name, measure, result: 'skipped (--no-browser)', pass: null }], data: {} }),
});

const SECTIONS: readonly Section[] = [
  { name: 'matching', run: (o) => benchMatching(o.isQuick) },
  { name: 'evaluate', run: (o) => benchEvaluate(o.isQuick) },
  { name: 'analyze', run: (o) => benchAnalyze(o.isQuick) },
  { name: 'memory', run: (o) => benchMemory(o.isQuick) },
  { name: 'hostile', run: (o) => benchHostile(o.isQuick) },
  { name: 'permalink', run: (o) => benchPermalink(o.isQuick) },
  { name: 'link-length', run: () => benchLinkLength() },
  { name: 'cli-start', run: (o) => benchCliStart(o.isQuick) },
  { name: 'redact', run: (o) => benchRedact(o.isQuick) },
  inBrowser('browser', 'browser measures', benchBrowser),
  inBrowser('browser-keys', 'keystroke measures', benchBrowserKeys),
  inBrowser('browser-scroll', 'long-list scroll', benchBrowserScroll),
  inBrowser('browser-big', 'big-input measures', benchBrowserBig),
  inBrowser('share-browser', 'Copy link… measure', benchShareBrowser),
];

/** One pass over the sections, with the machine's load before and after. */
interface Run {
  readonly isBusy: boolean;
  readonly rows: Row[];
  readonly data: Record<string, unknown>;
  readonly summary: { passed: number; failed: number; seconds: number; loadBefore: number; loadAfter: number };
}

async function runSections(o: BenchOptions, isBusy: boolean, log: (s: string) => void): Promise<Run> {
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  const busy = isBusy ? startBusyLoop() : null;
  if (busy) log(`one core kept busy by a loop in process ${busy.pid ?? '(did not start)'}`);
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  try {
    for (const section of SECTIONS) {
      if (o.only && !o.only.includes(section.name)) continue;
      const t = performance.now();
      log(`… ${section.name}${isBusy ? ' (busy)' : ''}`);
      try {
        const result = await section.run(o);
        rows.push(...result.rows);
        data[section.name] = result.data;
      } catch (error) {
        rows.push({ section: section.name, measure: 'section', result: `crashed: ${String(error).split('\n')[0]}`, pass: false });
      }
      log(`  ${section.name} took ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  } finally {
    busy?.stop();
  }
  const passed = rows.filter((r) => r.pass === true).length;
  const failed = rows.filter((r) => r.pass === false).length;
  return { isBusy, rows, data, summary: { passed, failed, seconds: (performance.now() - started) / 1000, loadBefore, loadAfter: loadavg()[0] ?? 0 } };
}

/** The first line of `chromium --version`, or null when there is none. */
function chromiumVersion(): string | null {
  const found = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return found.status === 0 ? (found.stdout.split('\n')[0]?.trim() ?? null) : null;
}

function describeRun(run: Run, cores: number): string {
  const s = run.summary;
  return `${s.passed} budgets passed, ${s.failed} failed, in ${s.seconds.toFixed(0)} s (load average ${s.loadBefore.toFixed(1)} → ${s.loadAfter.toFixed(1)} on ${cores} cores${run.isBusy ? ', one of them kept busy' : ''})`;
}

async function main(): Promise<void> {
  const { options: o, errors } = parseBenchArgs(process.argv.slice(2), SECTIONS.map((s) => s.name));
  if (errors.length > 0) {
    process.stderr.write(`${errors.join('\n')}\n(see bench/README.md for the flags)\n`);
    process.exitCode = 2;
    return;
  }
  const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30), chromium: o.hasBrowser ? chromiumVersion() : null };
  const log = (s: string) => void (o.isJson ? undefined : process.stderr.write(`${s}\n`));
  log(`bench on ${machine.cpu} × ${machine.cores}, ${machine.memoryGB} GB, Node ${machine.node}${machine.chromium ? `, ${machine.chromium}` : ''}${o.isQuick ? ' (quick)' : ''}`);
  if (o.busy !== 'both') {
    const run = await runSections(o, o.busy === 'on', log);
    if (o.isJson) process.stdout.write(`${JSON.stringify({ machine, busy: o.busy, summary: run.summary, rows: run.rows, data: run.data }, null, 2)}\n`);
    else process.stdout.write(`${o.isMarkdown ? formatMarkdown(run.rows) : formatTable(run.rows)}\n\n${describeRun(run, machine.cores)}\n`);
    if (o.isStrict && run.summary.failed > 0) process.exitCode = 1;
    return;
  }
  const quiet = await runSections(o, false, log);
  const busy = await runSections(o, true, log);
  const paired = pairRuns(quiet.rows, busy.rows);
  const counts = countPaired(paired);
  if (o.isJson) {
    const runs = { quiet: { summary: quiet.summary, rows: quiet.rows, data: quiet.data }, busy: { summary: busy.summary, rows: busy.rows, data: busy.data } };
    process.stdout.write(`${JSON.stringify({ machine, busy: o.busy, summary: { ...counts, quiet: quiet.summary, busy: busy.summary }, rows: paired, runs }, null, 2)}\n`);
  } else {
    process.stdout.write(`${o.isMarkdown ? formatPairedMarkdown(paired) : formatPairedTable(paired)}\n\n`);
    process.stdout.write(`quiet: ${describeRun(quiet, machine.cores)}\none core busy: ${describeRun(busy, machine.cores)}\n`);
  }
  if (counts.hasFailure) process.exitCode = 1;
}

await main();

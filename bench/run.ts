/**
 * `npm run bench`: measures the engine and the built app on this machine and prints each budget's
 * pass/fail. Flags: `--json` (machine output), `--quick` (fewer runs), `--no-browser`, `--markdown`
 * (the table for the README), `--only=matching,evaluate,analyze,memory,hostile,permalink,link-length,redact,cli-start,browser,browser-keys,browser-scroll,browser-big,share-browser`,
 * `--strict` (exit 1 when a budget fails).
 */
import { cpus, loadavg } from 'node:os';
import { benchAnalyze } from './analyze.ts';
import { benchBrowser } from './browser.ts';
import { benchBrowserKeys } from './browser-keys.ts';
import { benchBrowserBig } from './browser-big.ts';
import { benchCliStart } from './cli-start.ts';
import { benchBrowserScroll } from './browser-scroll.ts';
import { benchEvaluate } from './evaluate.ts';
import { benchHostile } from './hostile.ts';
import { benchMatching } from './matching.ts';
import { benchMemory } from './memory.ts';
import { benchPermalink } from './permalink.ts';
import { benchRedact } from './redact.ts';
import { benchLinkLength, benchShareBrowser } from './share.ts';
import { formatMarkdown, formatTable, type Row, type SectionResult } from './report.ts';

const args = new Set(process.argv.slice(2));
const flag = (name: string) => args.has(`--${name}`);
const only = [...args].find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const quick = flag('quick');

const SECTIONS: readonly { readonly name: string; readonly run: () => SectionResult | Promise<SectionResult> }[] = [
  { name: 'matching', run: () => benchMatching(quick) },
  { name: 'evaluate', run: () => benchEvaluate(quick) },
  { name: 'analyze', run: () => benchAnalyze(quick) },
  { name: 'memory', run: () => benchMemory(quick) },
  { name: 'hostile', run: () => benchHostile(quick) },
  { name: 'permalink', run: () => benchPermalink(quick) },
  { name: 'link-length', run: () => benchLinkLength() },
  { name: 'cli-start', run: () => benchCliStart(quick) },
  { name: 'redact', run: () => benchRedact(quick) },
  { name: 'browser', run: () => (flag('no-browser') ? { rows: [{ section: 'browser', measure: 'browser measures', result: 'skipped (--no-browser)', pass: null }], data: {} } : benchBrowser()) },
  { name: 'browser-keys', run: () => (flag('no-browser') ? { rows: [{ section: 'browser-keys', measure: 'keystroke measures', result: 'skipped (--no-browser)', pass: null }], data: {} } : benchBrowserKeys()) },
  { name: 'browser-scroll', run: () => (flag('no-browser') ? { rows: [{ section: 'browser-scroll', measure: 'long-list scroll', result: 'skipped (--no-browser)', pass: null }], data: {} } : benchBrowserScroll()) },
  { name: 'browser-big', run: () => (flag('no-browser') ? { rows: [{ section: 'browser-big', measure: 'big-input measures', result: 'skipped (--no-browser)', pass: null }], data: {} } : benchBrowserBig()) },
  { name: 'share-browser', run: () => (flag('no-browser') ? { rows: [{ section: 'share-browser', measure: 'Copy link… measure', result: 'skipped (--no-browser)', pass: null }], data: {} } : benchShareBrowser()) },
];

async function main(): Promise<void> {
  const started = performance.now();
  const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, loadBefore: loadavg()[0] ?? 0 };
  const log = (s: string) => {
    if (!flag('json')) process.stderr.write(`${s}\n`);
  };
  log(`bench on ${machine.cpu} × ${machine.cores}, Node ${machine.node}, load ${machine.loadBefore.toFixed(1)}${quick ? ' (quick)' : ''}`);
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  for (const section of SECTIONS) {
    if (only && !only.includes(section.name)) continue;
    const t = performance.now();
    log(`… ${section.name}`);
    try {
      const result = await section.run();
      rows.push(...result.rows);
      data[section.name] = result.data;
    } catch (error) {
      rows.push({ section: section.name, measure: 'section', result: `crashed: ${String(error).split('\n')[0]}`, pass: false });
    }
    log(`  ${section.name} took ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const failed = rows.filter((r) => r.pass === false).length;
  const passed = rows.filter((r) => r.pass === true).length;
  const seconds = (performance.now() - started) / 1000;
  const summary = { passed, failed, seconds, loadAfter: loadavg()[0] ?? 0 };
  if (flag('json')) process.stdout.write(`${JSON.stringify({ machine, summary, rows, data }, null, 2)}\n`);
  else {
    process.stdout.write(`${flag('markdown') ? formatMarkdown(rows) : formatTable(rows)}\n\n`);
    process.stdout.write(`${passed} budgets passed, ${failed} failed, in ${seconds.toFixed(0)} s (load average ${machine.loadBefore.toFixed(1)} → ${summary.loadAfter.toFixed(1)} on ${machine.cores} cores)\n`);
  }
  if (flag('strict') && failed > 0) process.exitCode = 1;
}

await main();

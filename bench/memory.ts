/**
 * Memory: the CLI's `check` on 100,000 rules and 5,000 agents, in a child process of its own, its peak RSS against the
 * budget. Every agent's rules hold the global rules: copied per agent, that was 4.3 GB and an out-of-memory crash.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Row, SectionResult } from './report.ts';

/** Peak RSS of `check` on 100,000 rules and 5,000 agents, in bytes. */
export const MAX_CHECK_100K_5K_BYTES = 2 * 1024 ** 3;

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/** Runs the memory section (one child process; `quick` runs a tenth of the agents and rules, with no budget). */
export function benchMemory(quick: boolean): SectionResult {
  const [rules, agents] = quick ? [10_000, 500] : [100_000, 5_000];
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./memory-child.ts', import.meta.url)), String(rules), String(agents)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const measure = `check on ${rules.toLocaleString('en-US')} rules × ${agents.toLocaleString('en-US')} agents: peak RSS of its process`;
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) {
    const why = (child.stderr || child.error?.message || `exit ${child.status}`).trim().split('\n').slice(-1)[0];
    return { rows: [{ section: 'memory', measure, result: `crashed: ${why}`, pass: false }], data: { status: child.status } };
  }
  const r = JSON.parse(line) as { code: number; ms: number; maxRssBytes: number; first: string };
  const row: Row = { section: 'memory', measure, result: `${mb(r.maxRssBytes)} (exit ${r.code})`, budget: `< ${mb(MAX_CHECK_100K_5K_BYTES)}`, pass: quick ? null : r.code === 0 && r.maxRssBytes < MAX_CHECK_100K_5K_BYTES };
  return { rows: [row], data: { rules, agents, ...r } };
}

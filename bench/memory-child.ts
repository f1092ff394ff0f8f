/** The memory row's child process: writes the big scenario, runs the CLI's `check` on it, and reports its own peak RSS. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommand } from '../cli/commands/check.ts';
import { nodeHost } from '../cli/cli.ts';
import { generateAgentsScenario } from './gen-agents.ts';

const [rules, agents] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'af-bench-memory-'));
const file = join(dir, 'scenario.json');
try {
  writeFileSync(file, JSON.stringify(generateAgentsScenario(rules!, agents!)));
  const out: string[] = [];
  const started = performance.now();
  const code = await checkCommand.run([file, 'bash', 'git status'], { ...nodeHost, print: (t) => out.push(t), printError: (t) => out.push(t) });
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ code, ms, maxRssBytes: process.resourceUsage().maxRSS * 1024, first: out[0] ?? '' })}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** `--scan [dir] [--home H]` in place of a scenario file, for every command that reads one. */
import { printable } from '../analysis/printable.ts';
import { resolve } from '../vfs/path.ts';
import { takeOption } from './cli-support.ts';
import { scanProject } from './fs-scan.ts';
import type { CliHost } from './host.ts';
import type { Scenario } from '../scenario/scenario.ts';

/** Removes `--scan [dir]` (and `--home H` with it) from args and scans; null when args have no `--scan`. Notes go to stderr. */
export function takeScan(args: string[], host: CliHost): Scenario | null {
  const at = args.indexOf('--scan');
  if (at < 0) return null;
  const next = args[at + 1];
  const hasDir = next !== undefined && !next.startsWith('--') && host.isDirectory(resolve(host.cwd, next));
  args.splice(at, hasDir ? 2 : 1);
  const home = takeOption(args, '--home');
  const { scenario, notes } = scanProject(host, { ...(hasDir ? { dir: next } : {}), ...(home !== undefined ? { home } : {}) });
  for (const note of notes) host.printError(`scan: ${printable(note)}`);
  return scenario;
}

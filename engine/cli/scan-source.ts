/** `--scan [dir] [--home H]` in place of a scenario file, for every command that reads one. */
import { printable } from '../report/printable.ts';
import { resolve } from '../vfs/path.ts';
import { loadScenarioFile, takeOption } from './cli-support.ts';
import { scanProject, type ScanResult } from './fs-scan.ts';
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
  const result = scanProject(host, { ...(hasDir ? { dir: next } : {}), ...(home !== undefined ? { home } : {}) });
  printScanNotes(host, result);
  return result.scenario;
}

/** The scanned scenario with the probes of the scenario file at `path` (none when no path is given). */
export function withProbesOf(host: CliHost, scanned: Scenario, path: string | undefined): Scenario {
  return path === undefined ? scanned : { ...scanned, probes: loadScenarioFile(host, path).probes };
}

/** Prints on stderr what a scan left out and why, and every host file it read from outside the project. */
export function printScanNotes(host: Pick<CliHost, 'printError'>, result: ScanResult): void {
  for (const note of result.notes) host.printError(`scan: ${printable(note)}`);
  for (const file of result.outside) host.printError(`scan: read from outside the project: ${printable(file)}`);
}

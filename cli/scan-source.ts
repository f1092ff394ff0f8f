/** `--scan [dir] [--home H]` in place of a scenario file, for every command that reads one. */
import { printable, readWithheld, redactScenario, resolvePath as resolve, type Scenario } from '../engine/index.ts';
import type { ParsedArgs } from './args.ts';
import { loadScenarioFile, UsageError } from './cli-support.ts';
import { scanProject, type ScanResult } from './fs-scan.ts';
import type { CliHost } from './host.ts';

/** A scanned scenario, and the host to print its reports through (host-file secrets masked). */
export interface ScanSource {
  readonly scenario: Scenario;
  readonly host: CliHost;
}

/**
 * With `--scan [dir]` (and `--home H`), scans and returns the scenario with the operands left once the directory is
 * taken; null without `--scan`. Notes go to stderr. Reports go through the returned host, which masks credentials
 * the whole files a credential field reads.
 */
export function takeScan(args: ParsedArgs, host: CliHost): (ScanSource & { readonly operands: readonly string[]; readonly dir: string }) | null {
  const home = args.option('home');
  if (!args.flag('scan')) {
    if (home !== undefined) throw new UsageError('--home goes with --scan');
    return null;
  }
  const at = args.afterScan;
  const next = at === undefined ? undefined : args.positionals[at];
  const hasDir = next !== undefined && host.isDirectory(resolve(host.cwd, next));
  const operands = args.positionals.filter((_p, i) => !hasDir || i !== at);
  const keepHostFiles = args.flag('keep-host-files');
  const result = scanProject(host, { ...(hasDir ? { dir: next } : {}), ...(home !== undefined ? { home } : {}), keepHostFiles });
  printScanNotes(host, result);
  return { scenario: result.scenario, host: maskingHost(host, hostSecretsOf(result)), operands, dir: hasDir ? next : '.' };
}

/** The scanned scenario with the probes of the scenario file at `path` (none when no path is given). */
export function withProbesOf(host: CliHost, scanned: Scenario, path: string | undefined): Scenario {
  return path === undefined ? scanned : { ...scanned, probes: loadScenarioFile(host, path).probes };
}

/** How many paths a summary line names before it says how many more. */
const NAMED_IN_SUMMARY = 3;

function summaryOf(paths: readonly string[]): string {
  const named = paths.slice(0, NAMED_IN_SUMMARY).map(printable).join(', ');
  return paths.length > NAMED_IN_SUMMARY ? `${named} and ${paths.length - NAMED_IN_SUMMARY} more` : named;
}

/**
 * Prints on stderr what a scan left out and why, and the files it read from outside the project: one line for the
 * files not read (a count per reason, a few named; the layer table says which and why), one for the files read from
 * outside the project, one per other note.
 */
export function printScanNotes(host: Pick<CliHost, 'printError'>, result: ScanResult): void {
  for (const note of result.notes) host.printError(`scan: ${printable(note)}`);
  if (result.skipped.length > 0) {
    const byWhy = new Map<string, string[]>();
    for (const s of result.skipped) byWhy.set(s.why, [...(byWhy.get(s.why) ?? []), s.path]);
    const counts = [...byWhy].map(([why, paths]) => `${paths.length} ${why}`).join(', ');
    host.printError(`scan: ${result.skipped.length} file(s) not read: ${counts} (${summaryOf(result.skipped.map((s) => s.path))})`);
  }
  if (result.outside.length > 0) host.printError(`scan: read ${result.outside.length} file(s) from outside the project: ${summaryOf(result.outside)}`);
}

/** The shortest text masked as a credential (shorter ones would mask ordinary words of a report). */
const MIN_SECRET = 6;

/** What stands in a report for a credential read from a host file. */
export const HOST_SECRET = '<redacted:host-file>';

/**
 * Whole files a credential field reads with `{file:}` (`"apiKey": "{file:~/.config/agentforge/key}"`): substitution
 * carries their text into the config, and so into a report, where no shape gives it away. Longest first, with the
 * escaped forms a report may print.
 */
export function hostSecretsOf(result: Pick<ScanResult, 'scenario'>): string[] {
  const redacted = new Map(redactScenario(result.scenario).scenario.files.map((f) => [f.path, f.text]));
  const secrets = new Set<string>();
  for (const f of result.scenario.files) if (redacted.get(f.path) === '<redacted:file>' && readWithheld(f.text) === null) for (const part of [f.text, f.text.trim()]) secrets.add(part);
  const forms = [...secrets].filter((s) => s.length >= MIN_SECRET).flatMap((s) => [s, JSON.stringify(s).slice(1, -1), printable(s)]);
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** The text with every one of `secrets` replaced by the host-file placeholder. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(HOST_SECRET);
  return out;
}

/** The host, printing through a mask of `secrets` (the same host when there are none). */
export function maskingHost(host: CliHost, secrets: readonly string[]): CliHost {
  if (secrets.length === 0) return host;
  return Object.assign(Object.create(host) as CliHost, {
    print: (text: string) => host.print(maskSecrets(text, secrets)),
    printError: (text: string) => host.printError(maskSecrets(text, secrets)),
  });
}

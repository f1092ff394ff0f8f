/** `--scan [dir] [--home H]` in place of a scenario file, for every command that reads one. */
import { printable, redactFreeText, redactScenario, resolvePath as resolve, type Scenario } from '../engine/index.ts';
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
 * found in host files read from outside the project.
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
  const result = scanProject(host, { ...(hasDir ? { dir: next } : {}), ...(home !== undefined ? { home } : {}) });
  printScanNotes(host, result);
  return { scenario: result.scenario, host: maskingHost(host, hostSecretsOf(result)), operands, dir: hasDir ? next : '.' };
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

/** The shortest text masked as a credential (shorter ones would mask ordinary words of a report). */
const MIN_SECRET = 6;

/** What stands in a report for a credential read from a host file. */
export const HOST_SECRET = '<redacted:host-file>';

/**
 * Credentials in the host files a scan read from outside the project (what `{file:}` substitution can carry into
 * rule patterns, agent names or the model, and so into a report): values of a credential shape or after a
 * credential name, and whole files a credential field reads. Longest first.
 */
export function hostSecretsOf(result: ScanResult): string[] {
  const outside = new Set(result.outside.map((entry) => entry.split(' -> ')[0]!));
  const files = result.scenario.files.filter((f) => outside.has(f.path));
  if (files.length === 0) return [];
  // The whole scenario: a credential field in a project file decides that a host file is a credential whole.
  const redacted = new Map(redactScenario(result.scenario).scenario.files.map((f) => [f.path, f.text]));
  const secrets = new Set<string>();
  for (const f of files) {
    if (redacted.get(f.path) === '<redacted:file>') for (const part of [f.text, f.text.trim()]) secrets.add(part);
    for (const hit of redactFreeText(f.text).hits) secrets.add(f.text.slice(hit.offset, hit.offset + hit.length));
  }
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

/** `--scan [dir] [--home H]` in place of a scenario file, for every command that reads one. */
import { printable } from '../engine/report/printable.ts';
import { redactScenario } from '../engine/scenario/redact-scenario.ts';
import { redactFreeText } from '../engine/scenario/redact-text.ts';
import { resolve } from '../engine/vfs/path.ts';
import { loadScenarioFile, takeOption } from './cli-support.ts';
import { scanProject, type ScanResult } from './fs-scan.ts';
import type { CliHost } from './host.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';

/** A scanned scenario, and the host to print its reports through (host-file secrets masked). */
export interface ScanSource {
  readonly scenario: Scenario;
  readonly host: CliHost;
}

/**
 * Removes `--scan [dir]` (and `--home H` with it) from args and scans; null when args have no `--scan`. Notes go to stderr.
 * Reports go through the returned host, which masks credentials found in host files read from outside the project.
 */
export function takeScan(args: string[], host: CliHost): ScanSource | null {
  const at = args.indexOf('--scan');
  if (at < 0) return null;
  const next = args[at + 1];
  const hasDir = next !== undefined && !next.startsWith('--') && host.isDirectory(resolve(host.cwd, next));
  args.splice(at, hasDir ? 2 : 1);
  const home = takeOption(args, '--home');
  const result = scanProject(host, { ...(hasDir ? { dir: next } : {}), ...(home !== undefined ? { home } : {}) });
  printScanNotes(host, result);
  return { scenario: result.scenario, host: maskingHost(host, hostSecretsOf(result)) };
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

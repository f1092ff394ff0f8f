import type { Analysis } from '../engine/analyze.ts';
import { parseScenarioText } from '../engine/scenario/read-scenario.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { printable } from '../engine/report/printable.ts';
import { TOO_BIG_CODE } from '../engine/agent/playground-size.ts';
import { HostError, type CliHost } from './host.ts';

/** A mistake in how the CLI was called: printed with the usage, exit 2. */
export class UsageError extends Error {}

/** A reason the CLI cannot go on (unreadable or invalid input): printed on one line with its exit code. */
export class CliExit extends Error {
  constructor(message: string, readonly code: number = 2) {
    super(message);
  }
}

/** One CLI command: its usage line and what it does; resolves to the exit code. */
export interface CliCommand {
  readonly usage: string;
  run(args: string[], host: CliHost): Promise<number> | number;
}

/** Reads a file through the host, or exits 2 with a one-line reason. */
export function readInputFile(host: CliHost, path: string): string {
  try {
    return host.readText(path);
  } catch (err) {
    throw new CliExit(`cannot read ${printable(path)}: ${err instanceof HostError ? err.code : String(err)}`);
  }
}

/** Reads and validates a scenario file, or exits 2 with a one-line reason. */
export function loadScenarioFile(host: CliHost, path: string | undefined): Scenario {
  if (!path) throw new UsageError('missing <scenario.json>');
  const { scenario, diagnostics } = parseScenarioText(readInputFile(host, path), path);
  if (!scenario) throw new CliExit(`invalid scenario ${printable(path)}: ${printable(diagnostics.map((d) => d.message).join('; '))}`);
  return scenario;
}

/** The one-line reason the reference refuses to load this config, or null when it loads. */
export function refusalOf(analysis: Pick<Analysis, 'load'>): string | null {
  const e = analysis.load.error;
  return e ? `the reference refuses this config: ${e.name} in ${printable(e.data.path ?? '?')}${e.line ? `:${e.line}:${e.column}` : ''}` : null;
}

/**
 * Exits 2 with the engine's words ("too big for the playground: N rules and M agents") when the config is past the
 * playground's limits. A config that big has no agents, so its diagnostics hold no lint to compute.
 */
export function refuseTooBig(analysis: Pick<Analysis, 'agents' | 'load' | 'diagnostics'>): void {
  if (analysis.agents || !analysis.load.config) return;
  const tooBig = analysis.diagnostics.find((d) => d.code === TOO_BIG_CODE);
  if (tooBig) throw new CliExit(printable(tooBig.message));
}

/** Removes a boolean flag from args; true when it was there. */
export function takeFlag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}

/** Removes `name value` from args and returns the value. */
export function takeOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

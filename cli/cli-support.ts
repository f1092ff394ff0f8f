import { parseScenarioText, printable, TOO_BIG_CODE, type Analysis, type Scenario } from '../engine/index.ts';
import { HostError, type CliHost } from './host.ts';

/** A mistake in how the CLI was called: printed with the usage, exit 2. */
export class UsageError extends Error {}

/** A reason the CLI cannot go on (unreadable or invalid input): printed on one line with its exit code. */
export class CliExit extends Error {
  constructor(message: string, readonly code: number = 2) {
    super(message);
  }
}

/** One CLI command: what it does with its arguments (read by its entry in cli/args.ts); resolves to the exit code. */
export interface CliCommand {
  run(args: readonly string[], host: CliHost): Promise<number> | number;
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
  return readScenarioFile(host, path).scenario;
}

/** Reads and validates a scenario file, keeping its text (to place findings in it), or exits 2 with a one-line reason. */
export function readScenarioFile(host: CliHost, path: string | undefined): { readonly scenario: Scenario; readonly text: string } {
  if (!path) throw new UsageError('missing <scenario.json>');
  const text = readInputFile(host, path);
  const { scenario, diagnostics } = parseScenarioText(text, path);
  if (!scenario) throw new CliExit(`invalid scenario ${printable(path)}: ${printable(diagnostics.map((d) => d.message).join('; '))}`);
  return { scenario, text };
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

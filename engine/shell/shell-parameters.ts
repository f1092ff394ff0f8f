/** The shell tool's parameter schema (`command`, `timeout?`, `workdir?`) and the error a bad call gets. */

/** The error the reference throws when the parameters fail its schema; no request is made. */
export interface ShellError {
  readonly name: string;
  readonly message: string;
}

/** The tool parameters as the model sends them. */
export interface ShellParameters {
  readonly command: string;
  readonly workdir?: string;
  readonly timeout?: number;
}

/** The error name of a failed parameter decode. */
export const INVALID_ARGUMENTS_ERROR = 'ToolInvalidArgumentsError';

function invalidArguments(issue: string, key: string): ShellError {
  return {
    name: INVALID_ARGUMENTS_ERROR,
    message:
      `The bash tool was called with invalid arguments: SchemaError(${issue}\n  at ["${key}"]).\n` +
      'Please rewrite the input so it satisfies the expected schema.',
  };
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The first schema failure of a raw parameter object, or undefined when it decodes. */
export function findParameterError(raw: { readonly command?: unknown; readonly workdir?: unknown; readonly timeout?: unknown }): ShellError | undefined {
  if (typeof raw.command !== 'string') return invalidArguments(`Expected string, got ${show(raw.command)}`, 'command');
  const timeout = raw.timeout;
  if (timeout !== undefined) {
    if (typeof timeout !== 'number') return invalidArguments(`Expected number, got ${show(timeout)}`, 'timeout');
    // Integer first, then positive: a fraction reports "an integer" (the documented message for 1.5).
    if (!Number.isInteger(timeout)) return invalidArguments(`Expected an integer, got ${show(timeout)}`, 'timeout');
    if (timeout <= 0) return invalidArguments(`Expected a value greater than 0, got ${show(timeout)}`, 'timeout');
  }
  const workdir = raw.workdir;
  if (workdir !== undefined && typeof workdir !== 'string') return invalidArguments(`Expected string, got ${show(workdir)}`, 'workdir');
  return undefined;
}

/**
 * The CLI's one output boundary: what a command prints passes through the engine's output redaction, and what it
 * serialises as JSON is redacted value by value first (so a credential escaped twice cannot slip past). Only an
 * explicit `--keep-secrets` prints through `printKept`.
 */
import { redactOutputText, redactOutputValue } from '../engine/index.ts';
import type { CliHost } from './host.ts';

/** JSON text of a value whose every string was redacted before serialising. */
export function toOutputJson(value: unknown, replacer?: ((key: string, value: unknown) => unknown) | null, indent?: number): string {
  return JSON.stringify(redactOutputValue(value), replacer ?? undefined, indent);
}

/** The host with its standard output and error behind the redaction; `printKept` prints what the user asked to keep, as it is. */
export function withOutputBoundary(host: CliHost): CliHost {
  return Object.assign(Object.create(host) as CliHost, {
    print: (text: string) => host.print(redactOutputText(text)),
    printError: (text: string) => host.printError(redactOutputText(text)),
    printKept: (text: string) => host.print(text),
  });
}

/** Prints through the boundary, or as it is when `isKept` (the user passed `--keep-secrets`). */
export function printMaybeKept(host: CliHost, text: string, isKept: boolean): void {
  if (isKept && host.printKept) host.printKept(text);
  else host.print(text);
}

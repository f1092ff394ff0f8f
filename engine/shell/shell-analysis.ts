/** The result of analysing one shell command: the requests the reference asks, and why. */
import type { PathCheck } from './path-argument.ts';
import type { ShellError } from './shell-parameters.ts';
import type { SilentReason } from './parse/silent-nodes.ts';

/** The two permissions a shell command can ask. */
export type ShellPermission = 'external_directory' | 'bash';

/** One `Permission.ask` call, as the reference makes it (metadata left out). */
export interface ShellRequest {
  readonly permission: ShellPermission;
  readonly patterns: readonly string[];
  readonly always: readonly string[];
}

/** A half-open UTF-16 range of the command string. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A command node the reference asks about as `bash`. */
export interface AskedSegment {
  readonly kind: 'asked';
  readonly span: Span;
  readonly text: string;
  readonly tokens: readonly string[];
  /** The pattern (command text, with its redirected statement if any, trimmed). */
  readonly pattern: string;
  /** The always pattern (arity prefix + ` *`). */
  readonly always: string;
  /** False when an earlier segment already gave the same pattern (patterns are a set). */
  readonly isNewPattern: boolean;
  /** Present for file commands: the verdict on each argument. */
  readonly pathChecks?: readonly PathCheck[];
}

/** Something the reference finds but does not ask about as `bash`. */
export interface SilentSegment {
  readonly kind: 'silent';
  readonly reason: SilentReason;
  /** The reason in words. */
  readonly explanation: string;
  readonly nodeType: string;
  readonly span: Span;
  readonly text: string;
  /** Present for commands (cd-like ones and those without tokens). */
  readonly tokens?: readonly string[];
  /** Present for cd-like commands: the verdict on each argument. */
  readonly pathChecks?: readonly PathCheck[];
}

/** One entry of the explanation, in document pre-order. */
export type ShellSegment = AskedSegment | SilentSegment;

/** What put a directory into the `external_directory` request. */
export type OutsideCause =
  | { readonly kind: 'argument'; readonly segmentIndex: number; readonly argument: string; readonly resolved: string }
  | { readonly kind: 'cwd'; readonly cwd: string };

/** One directory outside the project, with its glob and every cause (the first one set its place). */
export interface OutsideDirectory {
  readonly directory: string;
  readonly pattern: string;
  readonly causes: readonly OutsideCause[];
}

/** Everything the playground shows about one command. */
export interface ShellAnalysis {
  /** The requests in the reference's ask order (empty: the command runs unasked). */
  readonly requests: readonly ShellRequest[];
  /** Set when the call fails before anything is asked. */
  readonly error?: ShellError;
  /** The directory the command runs in (`workdir` resolved against the instance directory). */
  readonly cwd: string;
  readonly segments: readonly ShellSegment[];
  readonly directories: readonly OutsideDirectory[];
}

/** The `bash` vector kind (../shared/shell/bash.jsonl): one shell command to the requests the reference asks. */
import type { ShellParser } from '../../shell/parse/shell-parser.ts';
import { findParameterError } from '../../shell/shell-parameters.ts';
import { shellRequests } from '../../shell/shell-requests.ts';
import { compareDeep, type Comparison } from './compare.ts';
import type { VectorKind } from '../vector-kind.ts';
import { isPlainObject } from '../../config/own.ts';

interface BashVectorInput {
  readonly command: string;
  readonly workdir?: string;
  readonly timeout?: number;
  readonly cwd: string;
  readonly worktree: string;
  readonly home: string;
  readonly dirs: readonly string[];
}

function readInput(input: unknown): BashVectorInput | { readonly error: { name: string; message: string } } {
  if (!isPlainObject(input)) return { error: { name: 'VectorInputError', message: 'input is not an object' } };
  const parameterError = findParameterError(input);
  if (parameterError) return { error: parameterError };
  const { cwd, worktree, home, dirs } = input;
  if (typeof cwd !== 'string' || typeof worktree !== 'string' || typeof home !== 'string') {
    return { error: { name: 'VectorInputError', message: 'cwd, worktree and home must be strings' } };
  }
  const dirList = Array.isArray(dirs) ? dirs.filter((d): d is string => typeof d === 'string') : [];
  // findParameterError has checked the parameter types.
  return { ...(input as Pick<BashVectorInput, 'command' | 'workdir' | 'timeout'>), cwd, worktree, home, dirs: dirList };
}

/** Compares the ordered requests exactly; an expected error compares its `name` only. */
export function compareBash(expected: unknown, actual: unknown): Comparison {
  if (isPlainObject(expected) && isPlainObject(expected.error)) {
    const actualError = isPlainObject(actual) && isPlainObject(actual.error) ? actual.error : undefined;
    if (actualError?.name === expected.error.name) return { problems: [], orderNotes: [] };
    return { problems: [`$.error.name: expected ${JSON.stringify(expected.error.name)}, got ${JSON.stringify(actual)}`], orderNotes: [] };
  }
  return compareDeep(expected, actual);
}

/** A bash vector kind over any way of loading the parser (loaded once, on the first vector). */
export function createBashKind(loadParser: () => Promise<ShellParser>): VectorKind {
  let parser: Promise<ShellParser> | undefined;
  return {
    async run(input: unknown): Promise<unknown> {
      const read = readInput(input);
      if ('error' in read) return { error: read.error };
      parser ??= loadParser();
      const dirs = new Set(read.dirs);
      const analysis = shellRequests(await parser, { ...read, isDir: (absPath) => dirs.has(absPath) });
      return analysis.error ? { error: analysis.error } : { requests: analysis.requests };
    },
    compare: compareBash,
  };
}

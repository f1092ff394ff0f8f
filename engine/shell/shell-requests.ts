/** One shell command to the permission requests the reference's shell tool asks before it runs it. */
import type { OutsideCause, OutsideDirectory, ShellAnalysis, ShellRequest, ShellSegment } from './shell-analysis.ts';
import { findParameterError, type ShellError, type ShellParameters } from './shell-parameters.ts';
import type { ShellParser, ShellTree } from './parse/shell-parser.ts';
import { readSegments } from './parse/shell-segments.ts';
import { joinPath, resolvePath } from './posix-path.ts';
import { isInsideProject } from './project-contains.ts';

/** The tool call and its instance: `cwd` is the instance directory, `isDir` says which absolute paths are directories. */
export interface ShellInput extends ShellParameters {
  readonly cwd: string;
  readonly worktree: string;
  readonly home: string;
  readonly isDir: (absPath: string) => boolean;
}

function collectDirectories(segments: readonly ShellSegment[], cwd: string, isCwdOutside: boolean): readonly OutsideDirectory[] {
  const causesByDirectory = new Map<string, OutsideCause[]>();
  const addCause = (directory: string, cause: OutsideCause): void => {
    const causes = causesByDirectory.get(directory);
    if (causes) causes.push(cause);
    else causesByDirectory.set(directory, [cause]);
  };
  segments.forEach((segment, segmentIndex) => {
    for (const check of segment.pathChecks ?? []) {
      if (check.kind === 'outside') addCause(check.directory, { kind: 'argument', segmentIndex, argument: check.argument, resolved: check.resolved });
    }
  });
  if (isCwdOutside) addCause(cwd, { kind: 'cwd', cwd });
  return [...causesByDirectory].map(([directory, causes]) => ({ directory, pattern: joinPath(directory, '*'), causes }));
}

function buildRequests(segments: readonly ShellSegment[], directories: readonly OutsideDirectory[]): readonly ShellRequest[] {
  const requests: ShellRequest[] = [];
  if (directories.length > 0) {
    const globs = directories.map((entry) => entry.pattern);
    requests.push({ permission: 'external_directory', patterns: globs, always: globs });
  }
  const patterns = new Set<string>();
  const always = new Set<string>();
  for (const segment of segments) {
    if (segment.kind !== 'asked') continue;
    patterns.add(segment.pattern);
    always.add(segment.always);
  }
  if (patterns.size > 0) requests.push({ permission: 'bash', patterns: [...patterns], always: [...always] });
  return requests;
}

// The reference's own message when the parser returns no tree.
const PARSE_FAILED: ShellError = { name: 'Error', message: 'Failed to parse command' };

function parseCommand(parser: ShellParser, command: string): { readonly tree: ShellTree } | { readonly error: ShellError } {
  try {
    const tree = parser.parse(command);
    return tree === null ? { error: PARSE_FAILED } : { tree };
  } catch (err) {
    // The WASM runtime can abort on very deep trees; the reference's call fails the same way.
    return { error: { name: err instanceof Error ? err.name : 'Error', message: err instanceof Error ? err.message : String(err) } };
  }
}

/** Analyses one call: parameter check, parse, walk, path checks, then the asks in order. Never runs anything. */
export function shellRequests(parser: ShellParser, input: ShellInput): ShellAnalysis {
  const error = findParameterError(input);
  if (error) return { requests: [], error, cwd: input.cwd, segments: [], directories: [] };
  // No `~` expansion here: `workdir: "~"` is a folder named `~` in the project.
  const cwd = input.workdir ? resolvePath(input.cwd, input.workdir) : input.cwd;
  const parsed = parseCommand(parser, input.command);
  if ('error' in parsed) return { requests: [], error: parsed.error, cwd, segments: [], directories: [] };
  const tree = parsed.tree;
  const roots = { directory: input.cwd, worktree: input.worktree };
  let segments: readonly ShellSegment[];
  try {
    segments = readSegments(tree.rootNode, input.command, { ...roots, cwd, home: input.home, isDir: input.isDir });
  } finally {
    tree.delete();
  }
  const directories = collectDirectories(segments, cwd, !isInsideProject(cwd, roots));
  return { requests: buildRequests(segments, directories), cwd, segments, directories };
}

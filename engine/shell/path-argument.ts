/** The `external_directory` check of one argument of a file command (bash grammar, POSIX paths). */
import { dirnamePath, joinPath, resolvePath } from './posix-path.ts';
import { isInsideProject, type ProjectRoots } from './project-contains.ts';

/** What the check needs: the tool's cwd, the project roots, the home directory and a directory lookup. */
export interface PathContext extends ProjectRoots {
  readonly cwd: string;
  readonly home: string;
  readonly isDir: (absPath: string) => boolean;
}

/** Why an argument was not looked at as a path. */
export type PathSkipReason = 'flag' | 'chmod-mode' | 'leading-glob' | 'empty' | 'dynamic';

/** The words for each skip reason, for the explanation. */
export const PATH_SKIP_REASONS: Readonly<Record<PathSkipReason, string>> = {
  flag: 'starts with "-", so it is taken for an option and never checked',
  'chmod-mode': 'starts with "+" after chmod, so it is taken for a mode',
  'leading-glob': 'starts with a glob character (? * [), so it is not checked',
  empty: 'is empty after unquoting',
  dynamic: 'contains $, a backtick, or starts with ( or @(, so it is not checked',
};

/** The verdict on one argument. */
export type PathCheck =
  | { readonly kind: 'skipped'; readonly argument: string; readonly reason: PathSkipReason }
  | { readonly kind: 'inside'; readonly argument: string; readonly resolved: string }
  | { readonly kind: 'outside'; readonly argument: string; readonly resolved: string; readonly directory: string; readonly isDirectory: boolean };

/** Drops one pair of matching outer quotes; nothing else is unescaped. */
export function unquote(text: string): string {
  if (text.length < 2) return text;
  const first = text[0];
  return (first === '"' || first === "'") && text.endsWith(first) ? text.slice(1, -1) : text;
}

/** Expands `~` and `~/…` (also `~\…`) to the home directory; `~user` is left alone. */
export function expandHome(text: string, home: string): string {
  if (text === '~') return home;
  if (text.startsWith('~/') || text.startsWith('~\\')) return joinPath(home, text.slice(2));
  return text;
}

/** The text before the first `?`, `*` or `[`; undefined when the argument starts with one. */
export function cutGlob(text: string): string | undefined {
  const index = text.search(/[?*[]/);
  if (index === -1) return text;
  return index === 0 ? undefined : text.slice(0, index);
}

/** Whether the text depends on the shell at run time, so the reference does not check it. */
export function isDynamic(text: string): boolean {
  return text.startsWith('(') || text.startsWith('@(') || text.includes('$') || text.includes('`');
}

/** Checks one argument: skipped, inside the project, or outside with the directory to ask for. */
export function checkPathArgument(argument: string, context: PathContext): PathCheck {
  const text = expandHome(unquote(argument), context.home);
  if (text === '') return { kind: 'skipped', argument, reason: 'empty' };
  const cut = cutGlob(text);
  if (cut === undefined) return { kind: 'skipped', argument, reason: 'leading-glob' };
  if (isDynamic(cut)) return { kind: 'skipped', argument, reason: 'dynamic' };
  const resolved = resolvePath(context.cwd, cut);
  if (isInsideProject(resolved, context)) return { kind: 'inside', argument, resolved };
  const isDirectory = context.isDir(resolved);
  return { kind: 'outside', argument, resolved, directory: isDirectory ? resolved : dirnamePath(resolved), isDirectory };
}

/** Checks every argument after the command name (options and chmod modes are skipped). */
export function checkPathArguments(tokens: readonly string[], context: PathContext): readonly PathCheck[] {
  const name = tokens[0];
  return tokens.slice(1).map((argument): PathCheck => {
    if (argument.startsWith('-')) return { kind: 'skipped', argument, reason: 'flag' };
    if (name === 'chmod' && argument.startsWith('+')) return { kind: 'skipped', argument, reason: 'chmod-mode' };
    return checkPathArgument(argument, context);
  });
}

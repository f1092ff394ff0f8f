/**
 * Which strings a permission is ever asked with (semantics §11), as far as a pattern can tell: read and
 * edit with a path relative to the worktree, MCP/custom tools, todowrite and lsp with `*` alone, the rest
 * with whatever the call carries. How one call's argument becomes its string is tool-call.ts's business.
 */
import type { Platform } from '../../permission/platform.ts';
import { compilePattern } from '../../permission/wildcard.ts';

/** What a permission's patterns are compared with. */
export type AskedInputKind = 'worktree-relative' | 'star-only' | 'any' | 'never';

/** The permissions the reference's tools ask with a string of their own, and what that string is. */
const ASKED_WITH: Readonly<Record<string, AskedInputKind>> = {
  read: 'worktree-relative',
  edit: 'worktree-relative',
  glob: 'any',
  grep: 'any',
  bash: 'any',
  external_directory: 'any',
  task: 'any',
  webfetch: 'any',
  websearch: 'any',
  skill: 'any',
  doom_loop: 'any',
  question: 'any',
  plan_enter: 'any',
  plan_exit: 'any',
  list: 'any',
  // No tool asks with these: write and apply_patch ask as `edit`, and the old ids are not mapped any more (§12).
  write: 'never',
  patch: 'never',
  multiedit: 'never',
  todowrite: 'star-only',
  lsp: 'star-only',
};

/** The permissions named in the table, in its order. */
export const KNOWN_ASKING_PERMISSIONS: readonly string[] = Object.keys(ASKED_WITH);

/** What a permission name is asked with; any name the table does not know (an MCP or custom tool) asks with `*`. */
export function askedInputKind(permission: string): AskedInputKind {
  return Object.hasOwn(ASKED_WITH, permission) ? ASKED_WITH[permission]! : 'star-only';
}

/** Whether a relative path as the read/edit tools compute it can look like `input` (never from the root on linux and darwin). */
function isRelativeLike(input: string, platform: Platform): boolean {
  const slashed = input.replaceAll('\\', '/');
  // On win32 a path on another drive or share stays absolute (`D:/x`, `//server/x`); only a lone leading `/` never occurs.
  if (platform === 'win32') return !(slashed.startsWith('/') && !slashed.startsWith('//'));
  return !slashed.startsWith('/');
}

/** Whether the permission's tool can ever ask with `input`. */
export function canBeAskedWith(permission: string, input: string, platform: Platform = 'linux'): boolean {
  const kind = askedInputKind(permission);
  if (kind === 'never') return false;
  if (kind === 'star-only') return input === '*';
  if (kind === 'worktree-relative') return isRelativeLike(input, platform);
  return true;
}

/** The kinds a rule's permission glob can reach: the table's names it matches, plus `star-only` when a wildcard can reach names the table does not know. */
export function reachedKinds(permissionGlob: string, platform: Platform = 'linux'): ReadonlySet<AskedInputKind> {
  const glob = compilePattern(permissionGlob, platform);
  const kinds = new Set<AskedInputKind>();
  for (const name of KNOWN_ASKING_PERMISSIONS) if (glob.match(name)) kinds.add(ASKED_WITH[name]!);
  if (permissionGlob.includes('*') || permissionGlob.includes('?')) kinds.add('star-only');
  else if (!Object.hasOwn(ASKED_WITH, permissionGlob.replaceAll('\\', '/')) && kinds.size === 0) kinds.add('star-only');
  return kinds;
}

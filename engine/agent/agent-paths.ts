import { join as joinPosix, relative as relativePosix } from '../vfs/path.ts';
import { isDrivePath, toPosixPath, toWin32Path } from '../vfs/path-win32.ts';
import type { AgentContext } from './agent.ts';

/** The directories the built-in rules whitelist, derived once from the context. */
export interface AgentPaths {
  readonly dataDir: string;
  readonly tmpDir: string;
  /** Where truncated tool output is written (`<data>/tool-output`). */
  readonly truncateDir: string;
  /** `<truncateDir>/*`, the glob every agent is allowed to read back. */
  readonly truncateGlob: string;
  /** `<data>/plans/*`, the plan agent's external dir. */
  readonly plansGlob: string;
  /** `<data>/plans/*.md` relative to the worktree, because edit patterns are worktree-relative. */
  readonly plansEditGlob: string;
  /** `external_directory` allow patterns shared by the defaults and explore: truncation, tmp, each skill dir, each reference dir. */
  readonly whitelist: readonly string[];
}

/**
 * Computes the built-in rules' paths for a home, worktree, set of skill dirs and configured reference dirs. The paths are joined in
 * posix form; on Windows, a drive path comes back in Windows form (`C:\Users\me\.local\share\…\*`), as
 * Node's `path.join` gives the reference there.
 */
export function agentPaths(ctx: AgentContext, referenceDirs: readonly string[] = []): AgentPaths {
  const isWindows = ctx.platform === 'win32' && isDrivePath(toPosixPath(ctx.home));
  const posix = (p: string): string => (isWindows ? toPosixPath(p) : p);
  const native = (p: string): string => (isWindows ? toWin32Path(p) : p);
  const dataDir = posix(ctx.dataDir ?? joinPosix(posix(ctx.home), '.local/share/agentforge'));
  const tmpDir = ctx.tmpDir ?? '/tmp/agentforge';
  const truncateDir = joinPosix(dataDir, 'tool-output');
  const truncateGlob = joinPosix(truncateDir, '*');
  const dirGlobs = [...(ctx.skillDirs ?? []), ...referenceDirs].map((dir) => native(joinPosix(posix(dir), '*')));
  return {
    dataDir: native(dataDir),
    tmpDir,
    truncateDir: native(truncateDir),
    truncateGlob: native(truncateGlob),
    plansGlob: native(joinPosix(dataDir, 'plans', '*')),
    plansEditGlob: native(relativePosix(posix(ctx.worktree), joinPosix(dataDir, 'plans', '*.md'))),
    whitelist: [native(truncateGlob), joinPosix(tmpDir, '*'), ...dirGlobs],
  };
}

import { join as joinPosix, relative as relativePosix } from '../vfs/path.ts';
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
  /** `external_directory` allow patterns shared by the defaults and explore: truncation, tmp, each skill dir. */
  readonly whitelist: readonly string[];
}

/** Computes the built-in rules' paths for a home, worktree and set of skill dirs. */
export function agentPaths(ctx: AgentContext): AgentPaths {
  const dataDir = ctx.dataDir ?? joinPosix(ctx.home, '.local/share/agentforge');
  const tmpDir = ctx.tmpDir ?? '/tmp/agentforge';
  const truncateDir = joinPosix(dataDir, 'tool-output');
  const truncateGlob = joinPosix(truncateDir, '*');
  const skillGlobs = (ctx.skillDirs ?? []).map((dir) => joinPosix(dir, '*'));
  return {
    dataDir,
    tmpDir,
    truncateDir,
    truncateGlob,
    plansGlob: joinPosix(dataDir, 'plans', '*'),
    plansEditGlob: relativePosix(ctx.worktree, joinPosix(dataDir, 'plans', '*.md')),
    whitelist: [truncateGlob, joinPosix(tmpDir, '*'), ...skillGlobs],
  };
}

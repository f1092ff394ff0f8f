import type { Scenario } from '../scenario/scenario.ts';

function parentsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const dirs = ['/'];
  for (let i = 1; i < parts.length; i++) dirs.push(`/${parts.slice(0, i).join('/')}`);
  return dirs;
}

/**
 * The directories that exist in the scenario's world: every parent of a file, the cwd, worktree and home
 * and their parents. The shell tool asks `isDir` to decide which arguments are directories.
 */
export function scenarioDirs(scenario: Pick<Scenario, 'files' | 'cwd' | 'worktree' | 'home'>): (path: string) => boolean {
  const dirs = new Set<string>();
  for (const f of scenario.files) parentsOf(f.path).forEach((d) => dirs.add(d));
  for (const p of [scenario.cwd, scenario.worktree, scenario.home]) {
    parentsOf(p).forEach((d) => dirs.add(d));
    dirs.add(p.replace(/\/+$/, '') || '/');
  }
  return (path) => dirs.has(path.replace(/\/+$/, '') || '/');
}

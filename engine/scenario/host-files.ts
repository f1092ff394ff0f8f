/**
 * The one rule for host files (issues 32 and 34): a file of a scenario is a host file when its path lies outside the
 * project (the worktree, or the cwd outside git) and outside the config dirs the loader reads from the home and the
 * environment (the global dir, `~/.agentforge`, AGENTFORGE_CONFIG_DIR, the managed dir). A host file's text is
 * withheld from what is shared unless kept on purpose; the scan applies the same rule to real paths.
 */
import { DOT_DIR, globalConfigDir, managedConfigDir } from '../config/discover/paths.ts';
import { join, resolve } from '../vfs/path.ts';
import { toPosixPath } from '../vfs/path-win32.ts';
import type { Scenario, ScenarioFile } from './scenario.ts';
import { readWithheld, withheldText } from './withheld.ts';

/** A host file of a scenario: its path, its size in UTF-8 bytes, and whether its text is already withheld. */
export interface HostFile {
  readonly path: string;
  readonly bytes: number;
  readonly isWithheld: boolean;
}

/** True when `path` is `root` or lies under it. */
export function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`);
}

/** The places a scenario's files may come from without being host files: the project and the config dirs. */
export function scenarioRoots(scenario: Pick<Scenario, 'cwd' | 'worktree' | 'home' | 'env' | 'platform'>): string[] {
  const [cwd, worktree, home] = [scenario.cwd, scenario.worktree, scenario.home].map(toPosixPath) as [string, string, string];
  const roots = [worktree === '/' ? cwd : worktree, globalConfigDir(home, scenario.env), join(home, DOT_DIR), managedConfigDir(scenario.platform, scenario.env)];
  const configDir = scenario.env.AGENTFORGE_CONFIG_DIR;
  if (configDir) roots.push(resolve(cwd, toPosixPath(configDir)));
  return roots.map(toPosixPath);
}

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The scenario's host files, in file order (none for a scenario whose files all sit in the project and config dirs). */
export function hostFilesOf(scenario: Scenario): HostFile[] {
  const roots = scenarioRoots(scenario);
  const out: HostFile[] = [];
  for (const f of scenario.files) {
    const path = toPosixPath(f.path);
    if (roots.some((root) => isUnder(path, root))) continue;
    const withheld = readWithheld(f.text);
    out.push({ path: f.path, bytes: withheld ? (withheld.bytes ?? 0) : utf8Bytes(f.text), isWithheld: withheld !== null });
  }
  return out;
}

/** The scenario with the text of every host file not in `kept` replaced by its placeholder (the same object when nothing changes). */
export function withholdHostFiles(scenario: Scenario, kept: ReadonlySet<string> = new Set()): Scenario {
  const withheld = new Map(hostFilesOf(scenario).filter((h) => !h.isWithheld && !kept.has(h.path)).map((h) => [h.path, h.bytes]));
  if (withheld.size === 0) return scenario;
  const files = scenario.files.map((f): ScenarioFile => (withheld.has(f.path) ? { path: f.path, text: withheldText({ reason: 'host-file', bytes: withheld.get(f.path)! }) } : f));
  return { ...scenario, files };
}

/** Where the loader looks: directory and file-name tables (semantics §1, §2). */
import { join } from '../../vfs/path.ts';
import { toPosixPath } from '../../vfs/path-win32.ts';
import type { Platform } from './loader-input.ts';

/** The global config dir's files, low → high precedence. */
export const GLOBAL_FILES: readonly string[] = ['config.json', 'agentforge.json', 'agentforge.jsonc'];

/** Files in a `.agentforge` dir, AGENTFORGE_CONFIG_DIR and the managed dir, low → high. */
export const DIR_FILES: readonly string[] = ['agentforge.json', 'agentforge.jsonc'];

/** Files looked for in each project directory, in the order found (reversed before merging). */
export const PROJECT_FILES_FOUND_ORDER: readonly string[] = ['agentforge.jsonc', 'agentforge.json'];

/** Env vars whose presence stops the loader from seeding the global config. */
export const SEED_BLOCKING_ENV: readonly string[] = ['AGENTFORGE_CONFIG', 'AGENTFORGE_CONFIG_DIR', 'AGENTFORGE_CONFIG_CONTENT'];

/** The project-local config directory name. */
export const DOT_DIR = '.agentforge';

/** Subdirectories of a config dir that hold markdown entries; `recursive` follows `**` in the glob. */
export const MARKDOWN_DIRS = {
  command: { names: ['command', 'commands'], recursive: true },
  agent: { names: ['agent', 'agents'], recursive: true },
  mode: { names: ['mode', 'modes'], recursive: false },
  plugin: { names: ['plugin', 'plugins'], recursive: false },
} as const;

/** True for the reference's boolean flags: exactly `true` or `1`, case-insensitive. */
export function isTruthyFlag(value: string | undefined): boolean {
  const v = value?.toLowerCase();
  return v === 'true' || v === '1';
}

/** The global config dir: `$XDG_CONFIG_HOME/agentforge`, else `~/.config/agentforge`. */
export function globalConfigDir(home: string, env: Readonly<Record<string, string>>): string {
  const xdg = env.XDG_CONFIG_HOME;
  return xdg ? join(toPosixPath(xdg), 'agentforge') : join(home, '.config', 'agentforge');
}

/** The managed (admin) config dir for a platform. */
export function managedConfigDir(platform: Platform, env: Readonly<Record<string, string>>): string {
  switch (platform) {
    case 'darwin':
      return '/Library/Application Support/agentforge';
    case 'win32':
      return join(toPosixPath(env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData'), 'agentforge');
    case 'linux':
      return '/etc/agentforge';
  }
}

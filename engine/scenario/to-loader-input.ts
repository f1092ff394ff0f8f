import type { AccountInput, AuthEntry, LoaderInput } from '../config/discover/loader-input.ts';
import { isAbsolute } from '../vfs/path.ts';
import { createPathDisplay, toEnginePath } from '../vfs/path-display.ts';
import type { PathDisplay } from '../vfs/path-display.ts';
import { isDrivePath, toWin32Path } from '../vfs/path-win32.ts';
import type { Scenario } from './scenario.ts';
import { isPlainObject } from '../config/own.ts';

/** Env vars whose values are paths the loader opens (their absolute values are shown back as typed). */
const PATH_ENV: readonly string[] = ['AGENTFORGE_CONFIG', 'AGENTFORGE_CONFIG_DIR', 'XDG_CONFIG_HOME', 'ProgramData', 'PROGRAMDATA'];

function toAccount(value: unknown): AccountInput | null {
  if (!isPlainObject(value) || typeof value.text !== 'string') return null;
  return { url: typeof value.url === 'string' ? value.url : 'account', text: value.text };
}

function toAuth(value: Scenario['auth']): Record<string, AuthEntry> | undefined {
  if (!value) return undefined;
  const entries: [string, AuthEntry][] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!isPlainObject(entry) || typeof entry.type !== 'string') continue;
    entries.push([key, { type: entry.type, ...(typeof entry.key === 'string' ? { key: entry.key } : {}), ...(typeof entry.token === 'string' ? { token: entry.token } : {}) }]);
  }
  return Object.fromEntries(entries);
}

/**
 * What the loader needs from a scenario: its files, env, context, remote bodies, credentials and account.
 * This is where a scenario's paths enter the engine, so they are normalised here, once: `C:\Users\me`,
 * `c:/Users/me` and `/C:/Users/me` all become `/C:/Users/me` (see `scenarioPathDisplay` for the way back).
 * Env values stay as typed (they are also `{env:}` text); discovery converts the path-valued ones.
 */
export function scenarioToLoaderInput(scenario: Scenario): LoaderInput {
  const auth = toAuth(scenario.auth);
  const account = toAccount(scenario.account);
  return {
    files: scenario.files.map((f) => ({ path: toEnginePath(f.path), text: f.text })),
    env: scenario.env,
    cwd: toEnginePath(scenario.cwd),
    worktree: toEnginePath(scenario.worktree),
    home: toEnginePath(scenario.home),
    platform: scenario.platform,
    ...(auth ? { auth } : {}),
    ...(scenario.remote ? { remote: scenario.remote } : {}),
    ...(account ? { account } : {}),
  };
}

/** The way back from the loader's paths to the scenario's typed ones, for everything shown to the user. */
export function scenarioPathDisplay(scenario: Scenario): PathDisplay {
  const envPaths = PATH_ENV.map((name) => scenario.env[name]).filter((v): v is string => typeof v === 'string' && isAbsolute(v));
  return createPathDisplay([scenario.cwd, scenario.worktree, scenario.home, ...envPaths, ...scenario.files.map((f) => f.path)], scenario.platform === 'win32');
}

/**
 * The cwd, worktree and home as the reference's process holds them, for rules built from paths: on Windows a
 * drive path is `C:\Users\me` however it was typed (`c:/Users/me`, `/C:/Users/me`); elsewhere as typed.
 */
export function scenarioProcessPaths(scenario: Scenario): { readonly cwd: string; readonly worktree: string; readonly home: string } {
  const native = (p: string): string => {
    if (scenario.platform !== 'win32') return p;
    const engine = toEnginePath(p);
    return isDrivePath(engine) ? toWin32Path(engine) : p;
  };
  return { cwd: native(scenario.cwd), worktree: native(scenario.worktree), home: native(scenario.home) };
}

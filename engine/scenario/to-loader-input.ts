import type { AccountInput, AuthEntry, LoaderInput } from '../config/loader-input.ts';
import type { Scenario } from './scenario.ts';

function isObj(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toAccount(value: unknown): AccountInput | null {
  if (!isObj(value) || typeof value.text !== 'string') return null;
  return { url: typeof value.url === 'string' ? value.url : 'account', text: value.text };
}

function toAuth(value: Scenario['auth']): Record<string, AuthEntry> | undefined {
  if (!value) return undefined;
  const entries: [string, AuthEntry][] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!isObj(entry) || typeof entry.type !== 'string') continue;
    entries.push([key, { type: entry.type, ...(typeof entry.key === 'string' ? { key: entry.key } : {}), ...(typeof entry.token === 'string' ? { token: entry.token } : {}) }]);
  }
  return Object.fromEntries(entries);
}

/** What the loader needs from a scenario: its files, env, context, remote bodies, credentials and account. */
export function scenarioToLoaderInput(scenario: Scenario): LoaderInput {
  const auth = toAuth(scenario.auth);
  const account = toAccount(scenario.account);
  return {
    files: scenario.files,
    env: scenario.env,
    cwd: scenario.cwd,
    worktree: scenario.worktree,
    home: scenario.home,
    platform: scenario.platform,
    ...(auth ? { auth } : {}),
    ...(scenario.remote ? { remote: scenario.remote } : {}),
    ...(account ? { account } : {}),
  };
}

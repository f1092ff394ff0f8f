/** Whether two scenarios give the loader the same input (files, env, paths, platform, remote, auth, account): then their loads are the same. */
import type { Scenario } from './scenario.ts';

function sameRecord(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>> | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(b, k) || a[k] !== b[k]) return false;
  return true;
}

/** Plain JSON data compared by value (remote bodies, auth entries, the account's config): identity first. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** True when everything `loadScenario` reads is equal in both scenarios. */
export function sameLoadInput(a: Scenario, b: Scenario): boolean {
  if (a === b) return true;
  if (a.cwd !== b.cwd || a.worktree !== b.worktree || a.home !== b.home || a.platform !== b.platform) return false;
  if (a.files !== b.files) {
    if (a.files.length !== b.files.length) return false;
    for (let i = 0; i < a.files.length; i++) {
      const f = a.files[i]!;
      const g = b.files[i]!;
      if (f !== g && (f.path !== g.path || f.text !== g.text)) return false;
    }
  }
  return sameRecord(a.env, b.env) && sameData(a.remote, b.remote) && sameData(a.auth, b.auth) && sameData(a.account, b.account);
}

/** What the config loader reads: a virtual file system plus the process facts it consults. */
import type { VirtualFile } from '../../vfs/vfs.ts';

import type { Platform } from '../../permission/platform.ts';
import { isPlainObject } from '../own.ts';

/** The operating systems whose conventions the loader knows (managed dir, path style): one union, owned by permission/platform. */
export type { Platform };

/** One stored credential; only `type: 'wellknown'` ones make the loader fetch a remote config. */
export interface AuthEntry {
  readonly type: string;
  /** For `wellknown`: the env name under which `token` is exposed to `{env:}` substitution. */
  readonly key?: string;
  readonly token?: string;
}

/** The logged-in console account whose active org serves a config. */
export interface AccountInput {
  /** Where the org config came from (shown as the layer's path). */
  readonly url: string;
  /** The org config body as JSON text. */
  readonly text: string;
}

/** Everything the loader needs; the files are found again from the paths and env, never listed as layers. */
export interface LoaderInput {
  readonly files: readonly VirtualFile[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly worktree: string;
  readonly home: string;
  readonly platform?: Platform;
  /** The credential store: URL (or provider id) → credential. */
  readonly auth?: Readonly<Record<string, AuthEntry>>;
  /** Stubbed HTTP: URL → response body (a JSON value, or the raw text when a string). */
  readonly remote?: Readonly<Record<string, unknown>>;
  /** The active org's config, when an account is logged in. */
  readonly account?: AccountInput | null;
}

interface VectorLayer {
  readonly source?: unknown;
  readonly path?: unknown;
  readonly content?: unknown;
  readonly seeded_by_loader?: unknown;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isPlainObject(value)) return {};
  // fromEntries defines own keys: `out[k] = v` with k = "__proto__" would set the prototype instead.
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function authRecord(value: unknown): Record<string, AuthEntry> | undefined {
  if (!isPlainObject(value)) return undefined;
  const entries: [string, AuthEntry][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (!isPlainObject(v) || typeof v.type !== 'string') continue;
    entries.push([k, {
      type: v.type,
      ...(typeof v.key === 'string' ? { key: v.key } : {}),
      ...(typeof v.token === 'string' ? { token: v.token } : {}),
    }]);
  }
  return Object.fromEntries(entries);
}

const isUrl = (p: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(p);

/**
 * Turns a merge/agent vector input into a LoaderInput: layers with a file path become files (the
 * loader's own seeded file is dropped, the loader must seed it again), AGENTFORGE_CONFIG_CONTENT
 * goes to env, an org layer becomes the account, and URL layers become stubbed HTTP responses.
 */
export function loaderInputFromVector(vectorInput: unknown): LoaderInput {
  const input = isPlainObject(vectorInput) ? vectorInput : {};
  const env = stringRecord(input.env);
  const files: VirtualFile[] = [];
  const remote: Record<string, unknown> = {};
  let account: AccountInput | null = null;
  const layers = Array.isArray(input.layers) ? (input.layers as readonly VectorLayer[]) : [];
  for (const layer of layers) {
    const source = typeof layer.source === 'string' ? layer.source : '';
    const content = typeof layer.content === 'string' ? layer.content : JSON.stringify(layer.content ?? null);
    const path = typeof layer.path === 'string' ? layer.path : null;
    if (layer.seeded_by_loader === true) continue;
    if (source === 'org' || source === 'account') {
      account = { url: path ?? 'account', text: content };
    } else if (path === null) {
      if (source === 'AGENTFORGE_CONFIG_CONTENT' && env.AGENTFORGE_CONFIG_CONTENT === undefined) env.AGENTFORGE_CONFIG_CONTENT = content;
    } else if (isUrl(path)) {
      remote[path] = content;
    } else {
      files.push({ path, text: content });
    }
  }
  const platform = input.platform === 'darwin' || input.platform === 'win32' || input.platform === 'linux' ? input.platform : undefined;
  const auth = authRecord(input.auth);
  const remoteInput = isPlainObject(input.remote) ? { ...remote, ...input.remote } : remote;
  return {
    files,
    env,
    cwd: typeof input.cwd === 'string' ? input.cwd : '/',
    worktree: typeof input.worktree === 'string' ? input.worktree : '/',
    home: typeof input.home === 'string' ? input.home : '/root',
    ...(platform ? { platform } : {}),
    ...(auth ? { auth } : {}),
    ...(Object.keys(remoteInput).length > 0 ? { remote: remoteInput } : {}),
    ...(account ? { account } : {}),
  };
}

/** Well-known remote configs (semantics §1.1): `<url>/.well-known/agentforge`, its inline `config` and `remote_config`. */
import type { Vfs } from '../vfs/vfs.ts';
import type { Layer } from './discover/layer.ts';
import { CONFIG_SCHEMA_URL } from './discover/layer.ts';
import type { LoadError } from './load-error.ts';
import { mergeDeep } from './merge/merge.ts';
import { hasOwn, isPlainObject, setOwn } from './own.ts';
import { stripBom } from './text/bom.ts';
import { substitute } from './text/substitute.ts';

/** The config text to load for a remote layer, or the error that aborts the load. */
export type RemoteText = { readonly text: string } | { readonly error: LoadError };

/** What the reference takes for a login page instead of JSON (it also looks at an HTML content type, which stubs lack). */
const LOGIN_PAGE = /^\s*<!doctype|^\s*<html/i;

/** Stubbed GET of `url`; `origin` is the well-known URL whose credential a login page asks to renew. */
function fetchBody(remote: Readonly<Record<string, unknown>>, url: string, origin: string): { body: unknown } | { error: LoadError } {
  if (!hasOwn(remote as Record<string, unknown>, url)) return { error: { name: 'Error', data: { path: url, message: `failed to fetch remote config from ${url}: the scenario has no response for it` } } };
  const got = remote[url];
  if (typeof got !== 'string') return { body: got };
  // A response body is decoded as UTF-8, which drops a leading BOM.
  const raw = stripBom(got).text;
  if (LOGIN_PAGE.test(raw)) return { error: { name: 'ConfigRemoteAuthError', data: { url: origin, remote: url } } };
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch {
    return { error: { name: 'Error', data: { path: url, message: `failed to decode remote config from ${url}: not JSON` } } };
  }
}

/** Builds the JSON text the reference loads for one well-known layer: deep-merge(inline config, fetched remote config). */
export function resolveRemoteText(layer: Layer, remote: Readonly<Record<string, unknown>>, vars: Readonly<Record<string, string>>, vfs: Vfs, cwd: string, home: string): RemoteText {
  const url = layer.path ?? '';
  const origin = url.replace(/\/\.well-known\/agentforge$/, '');
  const got = fetchBody(remote, url, origin);
  if ('error' in got) return got;
  const body = isPlainObject(got.body) ? got.body : {};
  let config: unknown = isPlainObject(body.config) ? body.config : {};
  const remoteConfig = body.remote_config;
  if (isPlainObject(remoteConfig) && typeof remoteConfig.url === 'string') {
    const target = substitute(remoteConfig.url, { vars, vfs, dir: cwd, home });
    if (target.error) return { error: { name: 'ConfigInvalidError', data: { path: url, message: target.error.message } } };
    const fetched = fetchBody(remote, target.text, origin);
    if ('error' in fetched) return fetched;
    const f = fetched.body;
    const fetchedConfig = isPlainObject(f) && isPlainObject(f.config) ? f.config : f;
    config = mergeDeep(config, fetchedConfig);
  }
  const out = isPlainObject(config) ? config : {};
  // The reference adds `$schema` before loading so that it never tries to write the remote "file" back.
  if (isPlainObject(config) && !hasOwn(out, '$schema')) setOwn(out, '$schema', CONFIG_SCHEMA_URL);
  return { text: JSON.stringify(isPlainObject(config) ? out : config, null, 2) };
}

/** Plugin specs: path-like specs resolved against the declaring file, and the union de-duplicated by package name (semantics §4). */
import { dirname, join, resolve } from '../../vfs/path.ts';
import type { Vfs } from '../../vfs/vfs.ts';
import { isPlainObject } from '../own.ts';
import { pluginIdentityOf } from './plugin-identity.ts';

/** Global plugins come from the global config dir; every other source is local. */
export type PluginScope = 'global' | 'local';

/** Where a merged plugin spec was declared (the reference's `plugin_origins` entry). */
export interface PluginOrigin {
  readonly spec: unknown;
  readonly source: string;
  readonly scope: PluginScope;
}

/** The specifier string of a spec (`"name@1"` or the first element of `["name", {options}]`). */
export function pluginSpecifier(spec: unknown): string {
  if (Array.isArray(spec)) return typeof spec[0] === 'string' ? spec[0] : '';
  return typeof spec === 'string' ? spec : '';
}

/** The identity used for de-duplication: the whole `file://` URL, else npm-package-arg's package name (see plugin-identity). */
export function pluginIdentity(spec: unknown): string {
  return pluginIdentityOf(pluginSpecifier(spec));
}

/** The reference's path-like test: a `file://` URL, anything starting with `.`, or an absolute path. */
function isPathSpec(s: string): boolean {
  return s.startsWith('file://') || s.startsWith('.') || s.startsWith('/') || /^[A-Za-z]:[\\/]/.test(s);
}

/** The files the reference tries, in order, in a plugin directory that has no package.json. */
const INDEX_FILES = ['index.ts', 'index.tsx', 'index.js', 'index.mjs', 'index.cjs'] as const;

function pathOfFileUrl(url: string): string {
  try {
    return decodeURIComponent(url.slice('file://'.length));
  } catch {
    return url.slice('file://'.length);
  }
}

/** A `file://` URL for an absolute posix path, escaping what a URL must. */
export function fileUrl(path: string): string {
  return `file://${encodeURI(path).replace(/[?#]/g, encodeURIComponent)}`;
}

/**
 * A `file://` URL's target as the reference loads it: a directory with package.json stays the directory, one
 * without it becomes its first index file, and one with neither stays as it was (the reference's throw is caught).
 */
function resolvePathTarget(url: string, vfs: Vfs): string {
  const path = pathOfFileUrl(url);
  if (!vfs.isDir(path)) return url;
  if (vfs.isFile(join(path, 'package.json'))) return fileUrl(path);
  const index = INDEX_FILES.map((name) => join(path, name)).find((file) => vfs.exists(file));
  return index !== undefined ? fileUrl(index) : url;
}

/**
 * Resolves a path-like spec against the directory of the file that declared it (for `.agentforge/agentforge.json`,
 * the `.agentforge` directory), then a directory to its entry. Specs from text without a file (AGENTFORGE_CONFIG_CONTENT,
 * remote and org configs) are not resolved, as in the reference; other specs pass through.
 */
export function resolvePluginSpec(spec: unknown, declaringFile: string | null, vfs: Vfs): unknown {
  const s = pluginSpecifier(spec);
  if (declaringFile === null || !isPathSpec(s)) return spec;
  const url = s.startsWith('file://') ? s : fileUrl(resolve(dirname(declaringFile), s.replace(/\\/g, '/')));
  const target = resolvePathTarget(url, vfs);
  return Array.isArray(spec) ? [target, ...spec.slice(1)] : target;
}

/** Keeps the last declaration of each identity, at its own (later) position. */
export function dedupePluginOrigins(origins: readonly PluginOrigin[]): PluginOrigin[] {
  const seen = new Set<string>();
  const out: PluginOrigin[] = [];
  for (let i = origins.length - 1; i >= 0; i--) {
    const o = origins[i];
    if (!o) continue;
    const id = pluginIdentity(o.spec);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(o);
  }
  return out.reverse();
}

/** Reads `plugin_origins`-shaped data back (they live in the result as derived state). */
export function readPluginOrigins(value: unknown): PluginOrigin[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isPlainObject).map((o) => ({ spec: o.spec, source: String(o.source), scope: o.scope === 'global' ? 'global' : 'local' }));
}

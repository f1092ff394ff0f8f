/** Plugin specs: path-like specs resolved against the declaring file, and the union de-duplicated by package name (semantics §4). */
import { basename, dirname, resolve } from '../vfs/path.ts';
import { isPlainObject } from './own.ts';
import { DOT_DIR } from './paths.ts';

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

/** The identity used for de-duplication: the npm package name, or the whole `file://` URL. */
export function pluginIdentity(spec: unknown): string {
  const s = pluginSpecifier(spec);
  if (s.startsWith('file://')) return s;
  const at = s.lastIndexOf('@');
  return at > 0 ? s.slice(0, at) : s;
}

function isPathSpec(s: string): boolean {
  return s.startsWith('file://') || s.startsWith('./') || s.startsWith('../') || s.startsWith('/') || /^[A-Za-z]:[\\/]/.test(s);
}

/** A `file://` URL for an absolute posix path, escaping what a URL must. */
export function fileUrl(path: string): string {
  return `file://${encodeURI(path).replace(/[?#]/g, encodeURIComponent)}`;
}

/** Resolves a path-like spec against the declaring file (the parent of a `.agentforge` dir); other specs pass through. */
export function resolvePluginSpec(spec: unknown, declaringFile: string | null, cwd: string): unknown {
  const s = pluginSpecifier(spec);
  if (!isPathSpec(s) || s.startsWith('file://')) return spec;
  const dir = declaringFile ? dirname(declaringFile) : cwd;
  const base = basename(dir) === DOT_DIR ? dirname(dir) : dir;
  const url = fileUrl(resolve(base, s.replace(/\\/g, '/')));
  return Array.isArray(spec) ? [url, ...spec.slice(1)] : url;
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

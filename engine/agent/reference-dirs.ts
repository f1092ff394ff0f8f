/**
 * The directories of the configured `references` that the reference whitelists for `external_directory` (its
 * config-reference plugin, then the agent's defaults). A local reference is a string starting with `.`, `/` or `~`,
 * or an object with `path`; `~/x` is under home, an absolute path stays, and a relative one resolves against the
 * directory of the config file that declared it (the cwd for text without a file, such as AGENTFORGE_CONFIG_CONTENT).
 * Git references live in the reference's repository cache, whose layout the playground does not model: they add
 * no directory here. Only `references` is read (the reference's plugin ignores the deprecated `reference`).
 */
import { dirname, isAbsolute, join, resolve } from '../vfs/path.ts';
import type { AgentContext } from './agent.ts';
import { isPlainObject } from '../config/own.ts';

/** The reference's alias rule: a non-empty name without `/`, whitespace, backtick or comma. */
function isValidAlias(name: string): boolean {
  return name.length > 0 && !/[/\s`,]/.test(name);
}

/** The local path an entry names, or null for a git (or malformed) entry. */
function localValue(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.startsWith('.') || entry.startsWith('/') || entry.startsWith('~') ? entry : null;
  return isPlainObject(entry) && typeof entry.path === 'string' ? entry.path : null;
}

/** Where the entry was declared: the declaring file's directory, or the cwd for text without a file. */
function declaringDir(name: string, entry: unknown, ctx: AgentContext): string {
  const origin = ctx.originOf?.(typeof entry === 'string' ? ['references', name] : ['references', name, 'path']);
  const file = origin && 'location' in origin ? origin.location?.file : undefined;
  return file !== undefined && file.startsWith('/') ? dirname(file) : ctx.cwd;
}

/** Resolves a local reference path: `~/` is home, absolute stays, relative is against `dir`. */
export function resolveReferencePath(value: string, dir: string, home: string): string {
  if (value.startsWith('~/')) return join(home, value.slice(2));
  return isAbsolute(value) ? value : resolve(dir, value);
}

/** The configured local reference directories, in the merged `references` order. */
export function referenceDirs(config: Readonly<Record<string, unknown>>, ctx: AgentContext): string[] {
  const references = config.references;
  if (!isPlainObject(references)) return [];
  const out: string[] = [];
  for (const [name, entry] of Object.entries(references)) {
    const value = isValidAlias(name) ? localValue(entry) : null;
    if (value !== null) out.push(resolveReferencePath(value, declaringDir(name, entry, ctx), ctx.home));
  }
  return out;
}

/** `{env:NAME}` then `{file:path}` substitution on raw config text (semantics §3.2), with an offset map back to the original. */
import type { Vfs } from '../../vfs/vfs.ts';
import { isAbsolute, join, resolve } from '../../vfs/path.ts';
import { toPosixPath } from '../../vfs/path-win32.ts';
import { stripBom } from './bom.ts';
import { composeOffsetMaps, createOffsetMap, identityOffsetMap } from './offset-map.ts';
import type { OffsetMap, OffsetSegment } from './offset-map.ts';

/** What substitution needs: variables (well-known tokens over the env), the VFS, and where relative paths start. */
export interface SubstituteContext {
  readonly vars: Readonly<Record<string, string>>;
  readonly vfs: Vfs;
  /** The config file's directory (the cwd for AGENTFORGE_CONFIG_CONTENT). */
  readonly dir: string;
  readonly home: string;
}

/** A `{file:}` token whose file does not exist; the reference raises ConfigInvalidError with `message`. */
export interface BadFileReference {
  readonly token: string;
  readonly resolvedPath: string;
  readonly message: string;
  /** Offset and length of the token in the original text. */
  readonly offset: number;
  readonly length: number;
}

/** The substituted text, how to map positions back, and the first bad file reference if any. */
export interface Substitution {
  readonly text: string;
  readonly map: OffsetMap;
  readonly error?: BadFileReference;
}

type Replacer = (match: RegExpExecArray, text: string) => string | null | { error: string; resolvedPath: string };

/**
 * `text` with every match of `pattern` replaced, and the map between the two texts. `needle` is the literal every
 * match starts with: a text without it (almost every config) is answered by one plain search, not a scan by the
 * regular expression, on every keystroke.
 */
function replaceAll(text: string, pattern: RegExp, needle: string, replace: Replacer): { text: string; map: OffsetMap; error?: { token: string; resolvedPath: string; message: string; at: number } } {
  // What a scan that finds nothing gives: the text itself, mapped to itself (no segment at all for an empty text).
  if (!text.includes(needle)) return { text, map: text.length > 0 ? identityOffsetMap(text.length) : createOffsetMap([]) };
  const segments: OffsetSegment[] = [];
  let out = '';
  let last = 0;
  const copy = (to: number): void => {
    if (to > last) segments.push({ outStart: out.length, outEnd: out.length + (to - last), inStart: last, inEnd: to, isCopy: true });
    out += text.slice(last, to);
    last = to;
  };
  const re = new RegExp(pattern.source, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const value = replace(m, text);
    if (value === null) continue;
    if (typeof value !== 'string') return { text, map: createOffsetMap([]), error: { token: m[0], resolvedPath: value.resolvedPath, message: value.error, at: m.index } };
    copy(m.index);
    segments.push({ outStart: out.length, outEnd: out.length + value.length, inStart: m.index, inEnd: m.index + m[0].length, isCopy: false });
    out += value;
    last = m.index + m[0].length;
  }
  copy(text.length);
  return { text: out, map: createOffsetMap(segments) };
}

function lineBefore(text: string, at: number): string {
  return text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
}

/** Resolves a `{file:}` path: `~/` is home, relative is against `dir`. */
export function resolveFileReference(raw: string, dir: string, home: string): string {
  const p = toPosixPath(raw);
  if (p.startsWith('~/')) return join(home, p.slice(2));
  return isAbsolute(p) ? resolve('/', p) : resolve(dir, p);
}

/** Runs both passes. `{env:}` is raw text (not escaped); `{file:}` inserts trimmed, JSON-escaped content. */
export function substitute(text: string, ctx: SubstituteContext): Substitution {
  const env = replaceAll(text, /\{env:([^}]+)\}/, '{env:', (m) => {
    const name = m[1] ?? '';
    const value = Object.prototype.hasOwnProperty.call(ctx.vars, name) ? ctx.vars[name] : undefined;
    return typeof value === 'string' ? value : '';
  });
  const file = replaceAll(env.text, /\{file:[^}]+\}/, '{file:', (m, t) => {
    // A token on a `//` line is left alone; block comments give no such protection.
    if (lineBefore(t, m.index).trimStart().startsWith('//')) return null;
    const raw = m[0].slice('{file:'.length, -1);
    const resolvedPath = resolveFileReference(raw, ctx.dir, ctx.home);
    const content = ctx.vfs.read(resolvedPath);
    if (content === undefined) return { error: `bad file reference: "${m[0]}" ${resolvedPath} does not exist`, resolvedPath };
    // The reference reads the file (dropping a BOM), then trims (JS trim would drop a BOM too; say it once, plainly).
    return JSON.stringify(stripBom(content).text.trim()).slice(1, -1);
  });
  if (file.error) {
    const span = env.map.spanToOriginal(file.error.at, file.error.token.length);
    return { text: env.text, map: env.map, error: { token: file.error.token, resolvedPath: file.error.resolvedPath, message: file.error.message, ...span } };
  }
  return { text: file.text, map: composeOffsetMaps(env.map, file.map) };
}

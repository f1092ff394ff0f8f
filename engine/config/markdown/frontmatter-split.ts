/** One gray-matter 4.0.3 call (`matter(text)`, no options), step by step, returning instead of throwing. */
import { runEngine, type MatterMark } from './frontmatter-engines.ts';

const OPEN = '---';
const CLOSE = '\n---';
const BOM = '\ufeff';

/** Where the frontmatter block starts in the text gray-matter saw: the BOM it dropped and the opening line's length. */
export interface MatterPlace {
  /** 1 when a BOM was stripped. */
  readonly bom: number;
  /** Characters of the first line before the block's own text (`---` and the language tag). */
  readonly head: number;
}

/** gray-matter's file object when a call returns or throws: `data` is the engine's raw value. */
export interface MatterFile {
  readonly data: unknown;
  readonly content: string;
}

/** The outcome of one call. `threw` keeps the file as it stood (gray-matter caches it before parsing). */
export type MatterAttempt =
  | { readonly kind: 'ok'; readonly file: MatterFile; readonly language: string }
  | { readonly kind: 'threw'; readonly message: string; readonly mark?: MatterMark; readonly place: MatterPlace; readonly cached: MatterFile }
  | { readonly kind: 'javascript'; readonly place: MatterPlace }
  | { readonly kind: 'no-content'; readonly key: string };

/** gray-matter's cache key: the text with one leading BOM removed (strip-bom-string). */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** True when `ToString(value)` throws: an object whose own `toString` is data, or an array joining one. */
function toStringThrows(value: unknown, joining: Set<unknown> = new Set()): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, 'toString')) return true;
  if (!Array.isArray(value) || joining.has(value)) return false;
  joining.add(value);
  const throws = value.some((item) => toStringThrows(item, joining));
  joining.delete(value);
  return throws;
}

/** gray-matter's excerpt step: with `excerpt_separator` in the data it runs `content.indexOf(separator)`, which can throw. */
function excerptThrows(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const separator = Object.hasOwn(data, 'excerpt_separator') ? (data as Record<string, unknown>).excerpt_separator : undefined;
  return Boolean(separator) && toStringThrows(separator);
}

/** True when the block holds nothing but blank and `#` comment lines (gray-matter's emptiness test). */
function isEmptyMatter(matter: string): boolean {
  // `[^\S\n]*` where gray-matter has `\s*`: the same emptiness answer without quadratic backtracking on blank lines.
  return matter.replace(/^[^\S\n]*#[^\n]+/gm, '').trim() === '';
}

/** The language line after the opening fence: `str.slice(0, str.search(/\r?\n/))`, so with no line break it drops the last character. */
function languageLine(rest: string): string {
  return rest.slice(0, rest.search(/\r?\n/));
}

/** Runs one `matter(text)` call on an empty cache. */
export function runMatter(input: string): MatterAttempt {
  if (input === '') return { kind: 'ok', file: { data: {}, content: '' }, language: 'yaml' };
  const text = stripBom(input);
  // The cache is a plain object: a text naming an Object.prototype member is "found" and answered with `{}` (no content).
  if (text in Object.prototype) return { kind: 'no-content', key: text };
  const whole: MatterFile = { data: {}, content: text };
  if (text.slice(0, OPEN.length) !== OPEN || text.charAt(OPEN.length) === OPEN.charAt(OPEN.length - 1)) return { kind: 'ok', file: whole, language: 'yaml' };
  let rest = text.slice(OPEN.length);
  const length = rest.length;
  const raw = languageLine(rest);
  const named = raw.trim();
  const language = named === '' ? 'yaml' : named;
  if (named !== '') rest = rest.slice(raw.length);
  const place: MatterPlace = { bom: input.length - text.length, head: OPEN.length + (named === '' ? 0 : raw.length) };
  let close = rest.indexOf(CLOSE);
  if (close === -1) close = length;
  const matter = rest.slice(0, close);
  let data: unknown = {};
  if (!isEmptyMatter(matter)) {
    const result = runEngine(language, matter);
    if (result.kind === 'javascript') return { kind: 'javascript', place };
    if (result.kind === 'threw') return { kind: 'threw', message: result.message, ...(result.mark ? { mark: result.mark } : {}), place, cached: whole };
    data = result.value ?? {};
  }
  let content = '';
  if (close !== length) {
    content = rest.slice(close + CLOSE.length);
    if (content.startsWith('\r')) content = content.slice(1);
    if (content.startsWith('\n')) content = content.slice(1);
  }
  const file: MatterFile = { data, content };
  if (excerptThrows(data)) return { kind: 'threw', message: 'Cannot convert object to primitive value', place, cached: file };
  return { kind: 'ok', file, language };
}

/**
 * A small cache of parsed layers: a file whose text, and whatever its `{env:}` and `{file:}` tokens
 * read, did not change between keystrokes is not substituted, parsed and validated again. The cache is
 * invisible in results (same input, same output); it only saves time. Bounded, least recently used out.
 */
import type { Vfs } from '../../vfs/vfs.ts';
import type { Layer } from '../discover/layer.ts';
import { parseJsonLayerFrom } from './parse-layer.ts';
import type { PreviousParse } from './patch-jsonc.ts';
import type { ParseContext, ParsedLayer } from './parse-layer.ts';
import { parseMarkdownLayer } from '../markdown/parse-markdown.ts';

/** Enough for every layer of a few scenarios analysed side by side (the current one and a baseline); more still works, it just re-parses. */
const CACHE_LIMIT = 64;
/** A bound on the text kept (and so on the parsed data kept with it). */
const CACHE_CHAR_LIMIT = 4_000_000;
/**
 * Texts kept per layer: the one being typed, the one before it (an undo), and a baseline's. Typing makes a new text
 * per keystroke; without this bound the edited layer's stale texts filled the cache up to CACHE_CHAR_LIMIT (twenty
 * parses of a 200 kB file nobody will type again: 52 MB of heap after 40 keystrokes at 10,000 rules, 44 MB with it).
 */
export const TEXTS_PER_LAYER = 3;

/** A value the parse read besides the text, and what it was. */
type Read = readonly [name: string, value: string | undefined];

interface Entry {
  readonly text: string;
  readonly vars: readonly Read[];
  readonly files: readonly Read[];
  readonly parsed: ParsedLayer;
  /** The JSONC parse behind `parsed`: the layer's next edit starts from it. */
  readonly json: PreviousParse | null;
}

/**
 * Layer key → its entries, least recently used first: a layer may be cached with several texts (a scenario and its
 * baseline). An entry is found by comparing its text, never by using a text as a map key: Chromium hashes a string key
 * in full, so a new text on every keystroke would cost a pass over the whole file (0.4 ms at 43 kB), where comparing
 * with the few texts kept stops at the length.
 */
const entriesByLayer = new Map<string, Entry[]>();
/** Layer key → its entry used last: the parse the next edit of that layer starts from. */
const lastByLayer = new Map<string, Entry>();
/** Every entry with its layer key, least recently used first. */
const recency = new Map<Entry, string>();
let cachedChars = 0;

function envValue(vars: ParseContext['vars'], name: string): string | undefined {
  const value = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The env names substitution looks up: exactly the `{env:NAME}` tokens of the raw text. */
function envReads(text: string, vars: ParseContext['vars']): Read[] {
  if (!text.includes('{env:')) return [];
  const reads: Read[] = [];
  for (const m of text.matchAll(/\{env:([^}]+)\}/g)) reads.push([m[1] ?? '', envValue(vars, m[1] ?? '')]);
  return reads;
}

/** A Vfs that notes every file read through it. */
function recordingVfs(vfs: Vfs, files: Read[]): Vfs {
  return {
    exists: (p) => vfs.exists(p),
    isFile: (p) => vfs.isFile(p),
    isDir: (p) => vfs.isDir(p),
    listRecursive: (d) => vfs.listRecursive(d),
    read: (p) => {
      const text = vfs.read(p);
      files.push([p, text]);
      return text;
    },
  };
}

function lookup(key: string, text: string, isFresh: (entry: Entry) => boolean): ParsedLayer | null {
  const entries = entriesByLayer.get(key);
  const at = entries ? entries.findIndex((e) => e.text === text) : -1;
  const entry = entries?.[at];
  if (!entries || !entry || !isFresh(entry)) return null;
  recency.delete(entry);
  recency.set(entry, key);
  // Each layer's texts in use order too: the first is the one its next new text pushes out.
  entries.splice(at, 1);
  entries.push(entry);
  lastByLayer.set(key, entry);
  return entry.parsed;
}

function forget(entry: Entry, key: string): void {
  recency.delete(entry);
  cachedChars -= entry.text.length;
  const entries = entriesByLayer.get(key);
  const at = entries ? entries.indexOf(entry) : -1;
  if (entries && at >= 0) entries.splice(at, 1);
  if (entries?.length === 0) entriesByLayer.delete(key);
  if (lastByLayer.get(key) === entry) lastByLayer.delete(key);
}

function store(key: string, entry: Entry): ParsedLayer {
  const old = entriesByLayer.get(key)?.find((e) => e.text === entry.text);
  if (old) forget(old, key);
  let entries = entriesByLayer.get(key);
  if (!entries) entriesByLayer.set(key, (entries = []));
  entries.push(entry);
  recency.set(entry, key);
  lastByLayer.set(key, entry);
  cachedChars += entry.text.length;
  while (entries.length > TEXTS_PER_LAYER) forget(entries[0]!, key);
  for (const [oldest, k] of recency) {
    if (recency.size <= 1 || (recency.size <= CACHE_LIMIT && cachedChars <= CACHE_CHAR_LIMIT)) break;
    forget(oldest, k);
  }
  return entry.parsed;
}

/** True when every env value and file an entry's parse read is still what it read. */
function isFresh(entry: Entry, ctx: ParseContext): boolean {
  return entry.vars.every(([name, value]) => envValue(ctx.vars, name) === value) && entry.files.every(([path, value]) => ctx.vfs.read(path) === value);
}

/** `parseJsonLayer`, answered from the cache when the layer, its text, its env tokens and its file tokens are unchanged. */
export function parseJsonLayerCached(layer: Layer, text: string, ctx: ParseContext): ParsedLayer {
  const key = JSON.stringify(['json', layer.source, layer.path, layer.label, ctx.cwd, ctx.home]);
  const hit = lookup(key, text, (e) => isFresh(e, ctx));
  if (hit) return hit;
  const files: Read[] = [];
  const vars = envReads(text, ctx.vars);
  // The layer's last parse, while what it read besides its text is unchanged: an edit inside one of its strings is patched in.
  const last = lastByLayer.get(key);
  const previous = last && isFresh(last, ctx) ? last.json ?? undefined : undefined;
  const { layer: parsed, json } = parseJsonLayerFrom(layer, text, text.includes('{file:') || vars.length > 0 ? { ...ctx, vfs: recordingVfs(ctx.vfs, files) } : ctx, previous);
  return store(key, { text, vars, files, parsed, json });
}

/** `parseMarkdownLayer`, answered from the cache when the layer and its text are unchanged. */
export function parseMarkdownLayerCached(layer: Layer): ParsedLayer {
  const text = layer.text ?? '';
  const key = JSON.stringify(['md', layer.source, layer.path, layer.label, layer.entryName ?? null]);
  return lookup(key, text, () => true) ?? store(key, { text, vars: [], files: [], parsed: parseMarkdownLayer(layer), json: null });
}

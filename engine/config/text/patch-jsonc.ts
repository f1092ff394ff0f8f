/**
 * A keystroke inside one string of a JSONC text, applied to the text's previous parse instead of parsing it again.
 *
 * Typing in a key or a string value changes that one token: the scanner reads every other token as before, so the
 * new parse is the old one with that string replaced, and every later position moved by the edit's length. When the
 * edit is of that kind (and nothing else could differ: no syntax error, no diagnostic, no escape, no key that could
 * collide or reorder), `patchJsonc` gives exactly what `parseJsonc` gives, sharing every untouched object and
 * location with the previous parse; otherwise it gives null and the caller parses afresh.
 */
import type { SourceLocation } from '../../permission/rule.ts';
import { childId, keyPathId } from '../merge/key-path.ts';
import { copyRenamed, hasOwn, isPlainObject, PROTOTYPE_KEYS, setOwn } from '../own.ts';
import type { JsonObject } from '../own.ts';
import type { ParsedJson, ParseSource, StringTokens } from './parse.ts';
import { lineColumnAt } from './offset-map.ts';
import type { OffsetMap, OffsetSegment } from './offset-map.ts';

/** A parse, the text it read (after substitution) and the text as typed, with the map between them. */
export interface PreviousParse {
  readonly text: string;
  readonly original: string;
  readonly map: OffsetMap;
  readonly parsed: ParsedJson;
}

/** Keys JS orders before all others (array indices): renaming one could move it, so such edits are parsed afresh. */
function isIndexLike(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
}

/** True when a string token's content reads as itself: no quote, no escape, no control character. */
function isPlainContent(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 34 || unit === 92 || unit < 32) return false;
  }
  return true;
}

/** The index of the last token starting at or before `offset`, or -1. */
function tokenAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= offset) (found = mid), (lo = mid + 1);
    else hi = mid - 1;
  }
  return found;
}

/** A shallow copy of a container, keys in the same order. */
function copyContainer(value: unknown): unknown[] | JsonObject {
  return Array.isArray(value) ? value.slice() : copyRenamed(value as JsonObject, null, '', undefined);
}

/** The object with one key renamed in place (same position, same value). */
function renamed(obj: JsonObject, from: string, to: string): JsonObject {
  return copyRenamed(obj, from, to, obj[from]);
}

/**
 * The root with the container at `path` replaced by `change(container)`, copying each container on the way (the
 * previous value is never written to). Null when the path does not lead to a container.
 */
function replaceAlong(root: unknown, path: readonly string[], change: (container: unknown[] | JsonObject) => unknown[] | JsonObject): unknown {
  if (path.length === 0) return Array.isArray(root) || isPlainObject(root) ? change(root) : null;
  if (!Array.isArray(root) && !isPlainObject(root)) return null;
  const [head, ...rest] = path as [string, ...string[]];
  const child = Array.isArray(root) ? root[Number(head)] : hasOwn(root, head) ? root[head] : undefined;
  const next = replaceAlong(child, rest, change);
  if (next === null) return null;
  const copy = copyContainer(root);
  if (Array.isArray(copy)) copy[Number(head)] = next;
  else setOwn(copy, head, next);
  return copy;
}

/** Where one edit lies: the previous text's range [from, oldTo) became the new text's [from, newTo). */
interface Edit {
  readonly from: number;
  readonly oldTo: number;
  readonly newTo: number;
}

/** Characters compared at once while looking for where two texts start to differ (a slice compare, not a loop per character). */
const CHUNK = 256;

function editBetween(before: string, after: string): Edit | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let from = 0;
  while (from + CHUNK <= max && before.slice(from, from + CHUNK) === after.slice(from, from + CHUNK)) from += CHUNK;
  while (from < max && before.charCodeAt(from) === after.charCodeAt(from)) from++;
  let tail = 0;
  while (tail + CHUNK <= max - from && before.slice(before.length - tail - CHUNK, before.length - tail) === after.slice(after.length - tail - CHUNK, after.length - tail)) tail += CHUNK;
  while (tail < max - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { from, oldTo: before.length - tail, newTo: after.length - tail };
}

function sameSegment(a: OffsetSegment, b: OffsetSegment, shift: number): boolean {
  return a.isCopy === b.isCopy && a.outStart + shift === b.outStart && a.outEnd + shift === b.outEnd && a.inStart + shift === b.inStart && a.inEnd + shift === b.inEnd;
}

/**
 * The edit of the typed text, when it is the parsed text's edit seen through the substitution map: inside text copied
 * as typed, with every `{env:}`/`{file:}` replacement where it was (later ones moved by the edit's length). Positions
 * after the edit then move by that length in both texts. Null when the two edits differ in any way.
 */
function typedEdit(previous: PreviousParse, source: ParseSource, text: string, edit: Edit): Edit | null {
  const typed = editBetween(previous.original, source.original);
  const delta = edit.newTo - edit.oldTo;
  if (!typed || typed.newTo - typed.oldTo !== delta || typed.oldTo - typed.from !== edit.oldTo - edit.from) return null;
  if (source.original.slice(typed.from, typed.newTo) !== text.slice(edit.from, edit.newTo)) return null;
  const before = previous.map.segments;
  const after = source.map.segments;
  if (before.length !== after.length) return null;
  let found = false;
  for (let i = 0; i < before.length; i++) {
    const a = before[i]!;
    const b = after[i]!;
    if (a.outEnd < edit.from || (a.outEnd === edit.from && edit.oldTo > edit.from)) {
      if (!sameSegment(a, b, 0)) return null;
    } else if (!found) {
      // The segment the edit lies in: copied as typed, starting where it did, longer by delta, the edit at the typed one.
      if (!a.isCopy || !b.isCopy || edit.oldTo > a.outEnd || a.outStart !== b.outStart || a.inStart !== b.inStart || b.outEnd !== a.outEnd + delta || b.inEnd !== a.inEnd + delta) return null;
      if (a.inStart + (edit.from - a.outStart) !== typed.from) return null;
      found = true;
    } else if (!sameSegment(a, b, delta)) return null;
  }
  return found ? typed : null;
}

/** The parse of `text` from the previous parse of a text that differs inside one string token, or null when it cannot tell. */
export function patchJsonc(previous: PreviousParse, text: string, source: ParseSource): ParsedJson | null {
  const { parsed } = previous;
  const tokens = parsed.strings;
  if (!tokens || parsed.errors.length > 0 || parsed.diagnostics.length > 0) return null;
  const edit = editBetween(previous.text, text);
  if (!edit) return previous.original === source.original ? parsed : null;
  const typed = typedEdit(previous, source, text, edit);
  if (!typed) return null;
  const t = tokenAt(tokens.starts, edit.from - 1);
  if (t < 0) return null;
  const start = tokens.starts[t]!;
  const end = start + tokens.lengths[t]!;
  // The edit lies within the token's content (between its quotes), and both contents read as themselves.
  if (edit.from < start + 1 || edit.oldTo > end - 1) return null;
  const delta = edit.newTo - edit.oldTo;
  const newEnd = end + delta;
  if (!isPlainContent(previous.text, start + 1, end - 1) || !isPlainContent(text, start + 1, newEnd - 1)) return null;
  const content = text.slice(start + 1, newEnd - 1);
  const container = tokens.containers[t];
  // A token deeper than the parse keeps paths for: parsed afresh.
  if (!container) return null;
  const key = tokens.keys[t]!;
  let value: unknown;
  let renamedFrom: string | null = null;
  if (tokens.isKey[t] === 1) {
    const from = key as string;
    if (from === content) return null;
    if (PROTOTYPE_KEYS.has(content) || isIndexLike(from) || isIndexLike(content)) return null;
    let valid = true;
    value = replaceAlong(parsed.value, container, (obj) => {
      // A key that would collide with a sibling, or that holds a container (its children's paths would move), is parsed afresh.
      if (Array.isArray(obj) || !hasOwn(obj, from) || hasOwn(obj, content) || Array.isArray(obj[from]) || isPlainObject(obj[from])) {
        valid = false;
        return obj;
      }
      return renamed(obj, from, content);
    });
    if (!valid) return null;
    renamedFrom = from;
  } else {
    value = replaceAlong(parsed.value, container, (c) => {
      const copy = copyContainer(c);
      if (Array.isArray(copy)) copy[key as number] = content;
      else setOwn(copy, key as string, content);
      return copy;
    });
  }
  if (value === null) return null;
  // Positions (in the typed text): the edit has no line break, so only a location after it on its own line moves (along
  // the line, by delta); every other location is the same object.
  const { line: editLine, column: editEndColumn } = lineColumnAt(previous.original, typed.oldTo);
  // Spelled out (not a spread). The key order is the parse's own.
  const moved = (loc: SourceLocation): SourceLocation => ({ file: loc.file, line: loc.line, column: loc.column + delta, length: loc.length });
  const locations = new Map<string, SourceLocation>();
  const parentId = renamedFrom === null ? '' : keyPathId(container);
  const oldId = renamedFrom === null ? '' : childId(parentId, renamedFrom) ?? keyPathId([...container, renamedFrom]);
  // forEach, not for-of: no [id, location] pair is made per key before the code is optimized (the first keystrokes).
  parsed.locations.forEach((loc, id) => {
    if (renamedFrom !== null && id === oldId) {
      const newId = childId(parentId, content) ?? keyPathId([...container, content]);
      locations.set(newId, { ...loc, length: loc.length + delta });
    } else locations.set(id, loc.line === editLine && loc.column >= editEndColumn ? moved(loc) : loc);
  });
  const strings = movedTokens(tokens, t, delta, renamedFrom, content);
  return { value, locations, errors: [], diagnostics: [], strings };
}

/** The token table after the edit: later tokens moved, the edited one resized, a renamed key's value token re-keyed. */
function movedTokens(tokens: StringTokens, t: number, delta: number, renamedFrom: string | null, content: string): StringTokens {
  const starts = tokens.starts.slice();
  for (let i = t + 1; i < starts.length; i++) starts[i]! += delta;
  const lengths = tokens.lengths.slice();
  lengths[t]! += delta;
  let keys = tokens.keys;
  if (renamedFrom !== null) {
    const next = keys.slice();
    next[t] = content;
    // The renamed property's string value, if it has one, is the next token, in the same container under the old key.
    if (t + 1 < next.length && tokens.isKey[t + 1] === 0 && tokens.containers[t + 1] === tokens.containers[t] && next[t + 1] === renamedFrom) next[t + 1] = content;
    keys = next;
  }
  return { starts, lengths, isKey: tokens.isKey, containers: tokens.containers, keys };
}

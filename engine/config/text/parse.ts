/** JSONC parsing as the reference does it (jsonc-parser, trailing commas allowed), plus key locations for provenance. */
import { printParseErrorCode } from 'jsonc-parser';
import type { Diagnostic } from '../../diagnostic.ts';
import type { SourceLocation } from '../../permission/rule.ts';
import { isPlainObject, hasOwn, PROTOTYPE_KEYS, setOwn } from '../own.ts';
import type { OffsetMap } from './offset-map.ts';
import { createLineIndex } from './offset-map.ts';
import { childId, keyPathId } from '../merge/key-path.ts';
import { CLI_STACK_DEPTH, deepNestingDiagnostic, MAX_TRACKED_DEPTH } from './depth.ts';
import { visitJsonc } from './visit-jsonc.ts';

/** One jsonc-parser error, positioned in the SUBSTITUTED text as the reference reports it. */
export interface JsonSyntaxError {
  readonly code: string;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly length: number;
}

/** The parse of one layer's text. */
export interface ParsedJson {
  readonly value: unknown;
  /** Key path id (see `keyPathId`) → where the property key was typed. */
  readonly locations: ReadonlyMap<string, SourceLocation>;
  readonly errors: readonly JsonSyntaxError[];
  readonly diagnostics: readonly Diagnostic[];
  /** How deep the text nests (`{`/`[` levels). */
  readonly depth?: number;
  /** Every string token the parse read (keys and string values), so an edit inside one can be patched in (`patchJsonc`). */
  readonly strings?: StringTokens;
}

/**
 * The string tokens of a parse, in text order: where each starts and how long it is (quotes included), the key path
 * of the container it is in (null past `MAX_TRACKED_DEPTH`: no path is kept that deep), and its key there (a property
 * name, or an element index); `isKey` marks property names.
 */
export interface StringTokens {
  readonly starts: Int32Array;
  readonly lengths: Int32Array;
  readonly isKey: Uint8Array;
  readonly containers: readonly (readonly string[] | null)[];
  readonly keys: readonly (string | number)[];
}

/** What a parse needs to place things: the file, the original text and the map back to it. */
export interface ParseSource {
  readonly file: string;
  readonly original: string;
  readonly map: OffsetMap;
}

/** The one key the reference's JSONC parse never keeps (its plain-object assignment hits the prototype setter). */
const IGNORED_KEY = '__proto__';

/** Formats the reference's ConfigJsonError message (merge-045, merge-052, merge-080). */
export function formatJsonErrorMessage(text: string, errors: readonly JsonSyntaxError[]): string {
  const lines = text.split('\n');
  const parts = errors.map((e) => `${e.code} at line ${e.line}, column ${e.column}\n   Line ${e.line}: ${lines[e.line - 1] ?? ''}\n${' '.repeat(e.column + 9)}^`);
  return `\n--- JSONC Input ---\n${text}\n--- Errors ---\n${parts.join('\n')}\n--- End ---`;
}

/** Parses JSONC text into plain data; never throws. */
export function parseJsonc(text: string, source: ParseSource): ParsedJson {
  const locations = new Map<string, SourceLocation>();
  const diagnostics: Diagnostic[] = [];
  const errors: JsonSyntaxError[] = [];
  const lineColumnAt = createLineIndex(source.original);
  const place = (offset: number, length: number): SourceLocation => {
    const span = source.map.spanToOriginal(offset, length);
    const lc = lineColumnAt(span.offset);
    return { file: source.file, line: lc.line, column: lc.column, length: span.length };
  };
  // A diagnostic's spot: the location and its offset in the text as typed (a diagnostic is made per parse, so it may hold one).
  const spot = (offset: number, length: number): SourceLocation & { readonly offset: number } => ({ ...place(offset, length), offset: source.map.spanToOriginal(offset, length).offset });
  // Containers deeper than MAX_TRACKED_DEPTH keep no key path: paths that long would cost memory quadratic in the depth.
  type Frame = { container: unknown[] | Record<string, unknown>; path: string[] | null; id: string };
  const stack: Frame[] = [];
  const tokenStarts: number[] = [];
  const tokenLengths: number[] = [];
  const tokenIsKey: number[] = [];
  const tokenContainers: (readonly string[] | null)[] = [];
  const tokenKeys: (string | number)[] = [];
  const noteString = (offset: number, length: number, isKey: boolean, container: readonly string[] | null, key: string | number): void => {
    tokenStarts.push(offset);
    tokenLengths.push(length);
    tokenIsKey.push(isKey ? 1 : 0);
    tokenContainers.push(container);
    tokenKeys.push(key);
  };
  let root: unknown = undefined;
  let pendingKey: string | null = null;
  let maxDepth = 0;
  let deepOffset = -1;
  const put = (value: unknown): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = value;
      return;
    }
    if (Array.isArray(top.container)) top.container.push(value);
    // The reference's `obj[key] = value` with key `__proto__` sets the prototype (or does nothing): never an own key.
    else if (pendingKey !== null && pendingKey !== IGNORED_KEY) setOwn(top.container, pendingKey, value);
  };
  const childPath = (): string[] | null => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    if (!top.path || top.path.length >= MAX_TRACKED_DEPTH) return null;
    return Array.isArray(top.container) ? [...top.path, String(top.container.length)] : [...top.path, pendingKey ?? ''];
  };
  const open = (container: unknown[] | Record<string, unknown>, offset: number): void => {
    const path = childPath();
    put(container);
    stack.push({ container, path, id: path ? keyPathId(path) : '' });
    pendingKey = null;
    if (stack.length > maxDepth) maxDepth = stack.length;
    if (stack.length === CLI_STACK_DEPTH + 1 && deepOffset < 0) deepOffset = offset;
  };
  visitJsonc(text, {
    onObjectBegin: (offset) => open({}, offset),
    onArrayBegin: (offset) => open([], offset),
    onObjectEnd: () => void stack.pop(),
    onArrayEnd: () => void stack.pop(),
    onObjectProperty: (property, offset, length) => {
      const top = stack[stack.length - 1];
      const loc = place(offset, length);
      if (top) noteString(offset, length, true, top.path, property);
      if (top && isPlainObject(top.container) && hasOwn(top.container, property)) {
        diagnostics.push({ code: 'config/duplicate-key', severity: 'info', message: `Duplicate key "${property}": the last value wins, at the first key's position.`, path: source.file, ...spot(offset, length) });
      }
      pendingKey = property;
      if (property === IGNORED_KEY) {
        diagnostics.push({ code: 'config/prototype-key', severity: 'warning', message: `Key "${property}" is ignored by the reference: it sets the object's prototype instead of a key, so its value is neither data nor a rule.`, path: source.file, ...spot(offset, length) });
        return;
      }
      if (PROTOTYPE_KEYS.has(property)) {
        diagnostics.push({ code: 'config/prototype-key', severity: 'warning', message: `Key "${property}" is kept as a plain data key, as in the reference.`, path: source.file, ...spot(offset, length) });
      }
      if (!top || top.path) locations.set((top ? childId(top.id, property) : null) ?? keyPathId([...(top?.path ?? []), property]), loc);
    },
    onLiteralValue: (value, offset, length) => {
      const top = stack[stack.length - 1];
      if (top && typeof value === 'string') noteString(offset, length, false, top.path, Array.isArray(top.container) ? top.container.length : pendingKey ?? '');
      put(value);
      pendingKey = null;
    },
    onError: (error, offset, length, startLine, startCharacter) => {
      const e = { code: printParseErrorCode(error), line: startLine + 1, column: startCharacter + 1, offset, length };
      errors.push(e);
      diagnostics.push({ code: 'config/json-syntax', severity: 'error', message: `${e.code} (JSON syntax).`, path: source.file, ...spot(offset, length) });
    },
  });
  if (deepOffset >= 0) diagnostics.push(deepNestingDiagnostic(maxDepth, source.file, place(deepOffset, 1)));
  const strings: StringTokens = { starts: Int32Array.from(tokenStarts), lengths: Int32Array.from(tokenLengths), isKey: Uint8Array.from(tokenIsKey), containers: tokenContainers, keys: tokenKeys };
  return { value: root, locations, errors, diagnostics, strings, depth: maxDepth };
}

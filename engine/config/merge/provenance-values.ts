/**
 * The values a merged key overrode, as they were typed: read from each overridden contribution's file at the
 * position the loader recorded (the key), so the merge itself keeps no copy of values it replaced.
 */
import { findNodeAtOffset, parseTree, type Node } from 'jsonc-parser';
import { checkNestingDepth } from '../text/depth.ts';
import { createOffsetIndex } from '../text/offset-map.ts';
import type { SourceLocation } from '../../permission/rule.ts';
import { toPosixPath } from '../../vfs/path-win32.ts';
import type { Contribution } from './provenance.ts';

/** One overridden contribution and the text of the value it had there (null when it cannot be read back). */
export interface OverriddenValue {
  readonly contribution: Contribution;
  readonly text: string | null;
}

/** A file's text by the path locations name. */
export type FileTexts = ReadonlyMap<string, string>;

/** Longer value texts are cut, with an ellipsis. */
export const MAX_VALUE_TEXT = 80;

/** The files of a scenario keyed as locations name them (posix paths). */
export function fileTexts(files: readonly { readonly path: string; readonly text: string }[]): FileTexts {
  return new Map(files.map((f) => [toPosixPath(f.path), f.text]));
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_VALUE_TEXT ? `${flat.slice(0, MAX_VALUE_TEXT - 1)}…` : flat;
}

const trees = new WeakMap<object, Map<string, Node | undefined>>(); // a cache of derived data: one parse tree per file text

function treeOf(files: FileTexts, file: string, text: string): Node | undefined {
  let byFile = trees.get(files);
  if (!byFile) trees.set(files, (byFile = new Map()));
  // jsonc-parser's tree is built recursively: a file nested deeper than MAX_NESTING_DEPTH is not read back (its values show no text).
  if (!byFile.has(file)) byFile.set(file, checkNestingDepth(text).exceeded ? undefined : parseTree(text, [], { allowTrailingComma: true, disallowComments: false }));
  return byFile.get(file);
}

const offsetIndexes = new WeakMap<object, Map<string, (line: number, column: number) => number>>(); // a cache of derived data: one line index per file text

function offsetIndexOf(files: FileTexts, file: string, text: string): (line: number, column: number) => number {
  let byFile = offsetIndexes.get(files);
  if (!byFile) offsetIndexes.set(files, (byFile = new Map()));
  let index = byFile.get(file);
  if (!index) byFile.set(file, (index = createOffsetIndex(text)));
  return index;
}

/** The value typed after the key at `location`: the JSON value node for JSON files, else the rest of the key's line. */
export function valueTextAt(location: SourceLocation, files: FileTexts): string | null {
  const text = files.get(location.file);
  if (text === undefined || !(location.line >= 1) || !(location.column >= 1)) return null;
  const at = offsetIndexOf(files, location.file, text)(location.line, location.column);
  if (at >= text.length) return null;
  if (/\.jsonc?$/i.test(location.file)) {
    const node = findNodeAtOffset(treeOf(files, location.file, text) ?? ({} as Node), at + 1);
    const property = node?.parent?.type === 'property' ? node.parent : node?.type === 'property' ? node : undefined;
    const value = property?.children?.[1];
    if (value) return cut(text.slice(value.offset, value.offset + value.length));
  }
  const end = text.indexOf('\n', at);
  const line = text.slice(at + location.length, end < 0 ? text.length : end).replace(/^\s*:?\s*/, '');
  return line ? cut(line.replace(/,\s*$/, '')) : null;
}

/** Each overridden contribution with the value it had, oldest first. */
export function overriddenValues(overridden: readonly Contribution[], files: FileTexts): OverriddenValue[] {
  return overridden.map((contribution) => ({ contribution, text: contribution.location ? valueTextAt(contribution.location, files) : null }));
}

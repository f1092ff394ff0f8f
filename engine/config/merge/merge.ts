/** The reference's deep merge (remeda `mergeDeep` plus the `instructions` and `plugin` cases, semantics §4), recording provenance. */
import type { KeyPath } from './key-path.ts';
import { getOwn, hasOwn, isPlainObject, setOwn } from '../own.ts';
import type { JsonObject } from '../own.ts';
import { MAX_TRACKED_DEPTH } from '../text/depth.ts';
import type { Contribution, ProvenanceRecorder, RecorderNode } from './provenance.ts';

/** Gives the contribution a layer makes at a key path (its location differs per path); `id` is the path's `keyPathId`, when known. */
export type ContributionAt = (path: KeyPath, id?: string) => Contribution;

/** Which top-level arrays are combined instead of replaced when both sides have them. */
export const CONCATENATED_ARRAYS: readonly string[] = ['instructions'];

/** Collects what one merge did, for the layer's `sets` / `overrides` summary. */
export interface MergeTally {
  readonly sets: KeyPath[];
  readonly overrides: KeyPath[];
}

type Container = unknown[] | JsonObject;

/** A deep copy of JSON data built with own data keys only; iterative, so any depth is copied. */
export function cloneJson(value: unknown): unknown {
  // A leaf (most values a merge copies) is itself: no work list for it.
  if (typeof value !== 'object' || value === null) return value;
  const work: [from: Container, to: Container][] = [];
  const copy = (v: unknown): unknown => {
    if (!Array.isArray(v) && !isPlainObject(v)) return v;
    const to: Container = Array.isArray(v) ? [] : {};
    work.push([v, to]);
    return to;
  };
  const root = copy(value);
  for (let next = work.pop(); next; next = work.pop()) {
    const [from, to] = next;
    if (Array.isArray(from)) for (const item of from) (to as unknown[]).push(copy(item));
    else for (const k of Object.keys(from)) setOwn(to as JsonObject, k, copy(from[k]));
  }
  return root;
}

/** `mergeDeepInto` without provenance, with an explicit stack (a value may nest thousands of levels deep). */
function mergeUnrecorded(target: JsonObject, source: JsonObject): void {
  const work: [JsonObject, JsonObject][] = [[target, source]];
  for (let next = work.pop(); next; next = work.pop()) {
    const [into, from] = next;
    for (const k of Object.keys(from)) {
      const value = from[k];
      const current = hasOwn(into, k) ? getOwn(into, k) : undefined;
      if (isPlainObject(current) && isPlainObject(value)) work.push([current, value]);
      else setOwn(into, k, cloneJson(value));
    }
  }
}

/** True when a recorder node is as deep as provenance goes: what lies under it is recorded as part of its value. */
function isDeepest(place: RecorderNode): boolean {
  return place.entry.path.length >= MAX_TRACKED_DEPTH;
}

/** The recorder node of a path (a recorded merge walks down the recorder's tree; each node carries its interned key path). */
function placeOf(rec: ProvenanceRecorder, path: KeyPath): RecorderNode {
  let node = rec.rootNode();
  for (const key of path) node = rec.childNode(node, key);
  return node;
}

/** Records a value new at its path (nothing was there): the path and every path under it. */
function recordNew(place: RecorderNode, value: unknown, at: ContributionAt, rec: ProvenanceRecorder, tally: MergeTally | undefined): void {
  rec.setNode(place, at(place.entry.path, place.entry.id));
  if (isPlainObject(value) && !isDeepest(place)) {
    const keys = Object.keys(value);
    for (const k of keys) recordNew(rec.childNode(place, k), value[k], at, rec, tally);
    if (keys.length === 0) tally?.sets.push(place.entry.path);
  } else tally?.sets.push(place.entry.path);
}

/** Records the source replacing whatever was at its path (not both plain objects): a set that may override. */
function recordReplace(place: RecorderNode, source: unknown, at: ContributionAt, rec: ProvenanceRecorder, tally: MergeTally | undefined): void {
  if (rec.setNode(place, at(place.entry.path, place.entry.id))) tally?.overrides.push(place.entry.path);
  if (isPlainObject(source) && !isDeepest(place)) for (const k of Object.keys(source)) recordNew(rec.childNode(place, k), source[k], at, rec, tally);
  else tally?.sets.push(place.entry.path);
}

/** The source replaces whatever was at `path` (not both plain objects): recorded as a set that may override. */
function replaceAt(path: KeyPath, source: unknown, at: ContributionAt | undefined, rec: ProvenanceRecorder | undefined, tally: MergeTally | undefined): unknown {
  if (rec && at) recordReplace(placeOf(rec, path), source, at, rec, tally);
  return cloneJson(source);
}

/** `mergeDeepInto` with provenance: the recorder's tree is walked along with the data. */
function mergeRecorded(target: JsonObject, source: JsonObject, place: RecorderNode, at: ContributionAt, rec: ProvenanceRecorder, tally: MergeTally | undefined): void {
  if (place.entry.path.length > 0) rec.combineNode(place, at(place.entry.path, place.entry.id));
  if (isDeepest(place)) return mergeUnrecorded(target, source);
  for (const k of Object.keys(source)) {
    const next = source[k];
    const child = rec.childNode(place, k);
    const had = hasOwn(target, k);
    const current = had ? getOwn(target, k) : undefined;
    if (isPlainObject(current) && isPlainObject(next)) mergeRecorded(current, next, child, at, rec, tally);
    else {
      if (had) recordReplace(child, next, at, rec, tally);
      else recordNew(child, next, at, rec, tally);
      setOwn(target, k, cloneJson(next));
    }
  }
}

/**
 * Merges `source` into `target` IN PLACE (the caller owns `target` and every object under it): the work is
 * proportional to the source alone, so merging N layers costs the sum of their sizes, never N × the result.
 * Same order and provenance as `mergeDeep`: existing keys keep their position, new keys are appended.
 */
export function mergeDeepInto(target: JsonObject, source: JsonObject, path: KeyPath = [], at?: ContributionAt, rec?: ProvenanceRecorder, tally?: MergeTally): void {
  if (rec && at) {
    mergeRecorded(target, source, placeOf(rec, path), at, rec, tally);
    return;
  }
  mergeUnrecorded(target, source);
}

/**
 * `mergeDeep(target, source)`: both plain objects merge key-wise (existing keys keep their position,
 * new keys are appended); otherwise the source replaces. Returns a new value; inputs are not changed.
 */
export function mergeDeep(target: unknown, source: unknown, path: KeyPath = [], at?: ContributionAt, rec?: ProvenanceRecorder, tally?: MergeTally): unknown {
  if (!isPlainObject(target) || !isPlainObject(source)) return replaceAt(path, source, at, rec, tally);
  const out = cloneJson(target) as JsonObject;
  mergeDeepInto(out, source, path, at, rec, tally);
  return out;
}

/**
 * Merges one layer's decoded config onto the running result IN PLACE (the loader owns the result), with
 * `instructions` concatenated and de-duplicated; returns the result. Linear in the layer's size.
 */
export function mergeLayer(target: JsonObject, source: JsonObject, at: ContributionAt, rec: ProvenanceRecorder, tally: MergeTally): JsonObject {
  const before = CONCATENATED_ARRAYS.map((key) => [key, getOwn(target, key)] as const);
  mergeDeepInto(target, source, [], at, rec, tally);
  for (const [key, a] of before) {
    const b = getOwn(source, key);
    if (Array.isArray(a) && Array.isArray(b)) {
      setOwn(target, key, [...new Set([...a, ...b])]);
      rec.combine([key], at([key]));
    }
  }
  return target;
}

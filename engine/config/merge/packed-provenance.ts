/**
 * Provenance in a packed form, for crossing between threads.
 *
 * A big scenario's provenance is most of its Analysis: 20,000 agent files give 220,000 records, about 1.5 million small
 * objects (records, key paths, contribution lists, contributions, locations). Sent as objects, the receiving thread
 * rebuilds all of them and then garbage-collects the previous ones on every keystroke, though a screen reads a handful.
 *
 * Packed, the same data is one string (every distinct string once, joined) and a few typed arrays: a record table, a
 * contribution table, a hash index from key path id to record. It crosses as a few flat values; the receiver rebuilds a
 * record only when it is looked up (and keeps it, so a record and the contributions it shares with others keep one
 * identity, as in the original). `unpackProvenance` gives an ordinary `Provenance` whose `records` is a read-only Map
 * view: every reader (`lookupProvenance`, `originAt`, `provenancePaths`) works on it unchanged.
 *
 * Packing is exact or not done: a record or contribution with anything the tables do not hold (an unknown key, a key
 * path its id does not give back, a non-string where a string belongs) makes `packProvenance` return null, and the
 * caller sends the provenance as it is.
 */
import type { SourceLocation } from '../../permission/rule.ts';
import type { KeyPath } from './key-path.ts';
import { keyPathId } from './key-path.ts';
import type { Contribution, PathProvenance, Provenance, TransformName } from './provenance.ts';

/** Plain data (strings and typed arrays), as structured clone carries it; the typed arrays' buffers can be transferred. */
export interface PackedProvenance {
  readonly kind: 'packed-provenance';
  /** Every distinct string, joined; string `i` is `text.slice(starts[i], starts[i + 1])`. */
  readonly text: string;
  readonly starts: Uint32Array;
  /**
   * Per contribution, 6 ints: layer id, source, file of its location (-1: no location), transform (-1: none), legacy tool
   * (-1: none), as string numbers, and the order of its keys; and 3 numbers of its location (line, column, length).
   */
  readonly contributions: Int32Array;
  readonly locations: Float64Array;
  /** Per record, 6 ints: id (string number), winner (contribution number), overridden start and count, contributors start and count. */
  readonly records: Uint32Array;
  /** Contribution numbers of the overridden and contributor lists. */
  readonly lists: Uint32Array;
  /** Open addressing over record numbers + 1 (0: empty), by the hash of the record's id; its length is a power of two. */
  readonly index: Uint32Array;
}

const CONTRIBUTION_INTS = 6;
const LOCATION_NUMBERS = 3;
const RECORD_INTS = 6;
/** A contribution's keys; their order is kept as base-8 digits (key number + 1), first key most significant. */
const CONTRIBUTION_KEY_LIST = ['layerId', 'source', 'location', 'transform', 'legacyTool'] as const;
const LOCATION_KEYS = ['file', 'line', 'column', 'length'] as const;
const RECORD_KEYS = ['keyPath', 'winner', 'overridden', 'contributors'] as const;

/** FNV-1a over the UTF-16 code units: the same on both sides of the wire. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The key path an id stands for (the inverse of `keyPathId`). */
function keyPathOfId(id: string): KeyPath {
  if (id.startsWith('[')) return JSON.parse(id) as string[];
  return id === '' ? [] : id.slice(1).split('\u0000');
}

function sameKeys(keys: readonly string[], want: readonly string[]): boolean {
  if (keys.length !== want.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== want[i]) return false;
  return true;
}

/** The packed form of a provenance, or null when some record holds what the packed form cannot give back exactly. */
export function packProvenance(provenance: Provenance): PackedProvenance | null {
  const stringIds = new Map<string, number>();
  const strings: string[] = [];
  const str = (s: unknown): number => {
    if (typeof s !== 'string') throw new Unpackable();
    let n = stringIds.get(s);
    if (n === undefined) {
      n = strings.length;
      stringIds.set(s, n);
      strings.push(s);
    }
    return n;
  };
  const contributionIds = new Map<Contribution, number>();
  const contributionInts: number[] = [];
  const locationNumbers: number[] = [];
  const contribution = (c: Contribution): number => {
    let n = contributionIds.get(c);
    if (n !== undefined) return n;
    if (c === null || typeof c !== 'object' || Object.getPrototypeOf(c) !== Object.prototype) throw new Unpackable();
    // Known keys only, each holding a value (an own key set to undefined would not come back as a key); their order is
    // kept, as structured clone would keep it.
    let order = 0;
    for (const k of Object.keys(c)) {
      const at = CONTRIBUTION_KEY_LIST.indexOf(k as (typeof CONTRIBUTION_KEY_LIST)[number]);
      if (at < 0 || (c as unknown as Record<string, unknown>)[k] === undefined) throw new Unpackable();
      order = order * 8 + at + 1;
    }
    n = contributionIds.size;
    contributionIds.set(c, n);
    const loc = c.location;
    if (loc !== undefined) {
      if (loc === null || typeof loc !== 'object' || Object.getPrototypeOf(loc) !== Object.prototype) throw new Unpackable();
      const keys = Object.keys(loc);
      if (keys.length !== LOCATION_KEYS.length || LOCATION_KEYS.some((k, i) => keys[i] !== k)) throw new Unpackable();
      for (const k of ['line', 'column', 'length'] as const) if (typeof loc[k] !== 'number') throw new Unpackable();
    }
    contributionInts.push(str(c.layerId), str(c.source), loc ? str(loc.file) : -1, c.transform === undefined ? -1 : str(c.transform), c.legacyTool === undefined ? -1 : str(c.legacyTool), order);
    locationNumbers.push(loc?.line ?? 0, loc?.column ?? 0, loc?.length ?? 0);
    return n;
  };
  const recordInts: number[] = [];
  const lists: number[] = [];
  try {
    for (const [id, r] of provenance.records) {
      if (r === null || typeof r !== 'object' || Object.getPrototypeOf(r) !== Object.prototype || !sameKeys(Object.keys(r), RECORD_KEYS)) throw new Unpackable();
      if (!Array.isArray(r.keyPath) || !Array.isArray(r.overridden) || !Array.isArray(r.contributors)) throw new Unpackable();
      // The id gives the key path back (keyPathId is one-to-one over string keys).
      for (const k of r.keyPath) if (typeof k !== 'string') throw new Unpackable();
      if (keyPathId(r.keyPath) !== id) throw new Unpackable();
      recordInts.push(str(id), contribution(r.winner), lists.length, r.overridden.length, 0, 0);
      for (const c of r.overridden) lists.push(contribution(c));
      recordInts[recordInts.length - 2] = lists.length;
      recordInts[recordInts.length - 1] = r.contributors.length;
      for (const c of r.contributors) lists.push(contribution(c));
    }
  } catch (error) {
    if (error instanceof Unpackable) return null;
    throw error;
  }
  const count = recordInts.length / RECORD_INTS;
  let size = 2;
  while (size < count * 2) size *= 2;
  const index = new Uint32Array(size);
  for (let r = 0; r < count; r++) {
    let slot = hashOf(strings[recordInts[r * RECORD_INTS]!]!) & (size - 1);
    while (index[slot] !== 0) slot = (slot + 1) & (size - 1);
    index[slot] = r + 1;
  }
  const starts = new Uint32Array(strings.length + 1);
  let at = 0;
  strings.forEach((s, i) => {
    starts[i] = at;
    at += s.length;
  });
  starts[strings.length] = at;
  return {
    kind: 'packed-provenance',
    text: strings.join(''),
    starts,
    contributions: Int32Array.from(contributionInts),
    locations: Float64Array.from(locationNumbers),
    records: Uint32Array.from(recordInts),
    lists: Uint32Array.from(lists),
    index,
  };
}

class Unpackable extends Error {}

/** The buffers of a packed provenance, for postMessage's transfer list. */
export function packedBuffers(p: PackedProvenance): ArrayBuffer[] {
  return [p.starts.buffer, p.contributions.buffer, p.locations.buffer, p.records.buffer, p.lists.buffer, p.index.buffer] as ArrayBuffer[];
}

/** True for a value that has the packed form's shape (what a worker sent). */
export function isPackedProvenance(v: unknown): v is PackedProvenance {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'packed-provenance';
}

/** A read-only Map view over packed records: a record is rebuilt on first lookup and kept. */
class PackedRecords implements ReadonlyMap<string, PathProvenance> {
  private readonly built: (PathProvenance | undefined)[] = [];
  private readonly contributions: (Contribution | undefined)[] = [];

  constructor(private readonly p: PackedProvenance) {}

  get size(): number {
    return this.p.records.length / RECORD_INTS;
  }

  private string(n: number): string {
    return this.p.text.slice(this.p.starts[n], this.p.starts[n + 1]);
  }

  /** Record number of an id, or -1. */
  private find(id: string): number {
    const { index, records, starts, text } = this.p;
    const mask = index.length - 1;
    for (let slot = hashOf(id) & mask; ; slot = (slot + 1) & mask) {
      const r = index[slot]!;
      if (r === 0) return -1;
      const s = records[(r - 1) * RECORD_INTS]!;
      const from = starts[s]!;
      if (starts[s + 1]! - from === id.length && text.startsWith(id, from)) return r - 1;
    }
  }

  private contribution(n: number): Contribution {
    const known = this.contributions[n];
    if (known) return known;
    const ints = this.p.contributions;
    const o = n * CONTRIBUTION_INTS;
    const file = ints[o + 2]!;
    const transform = ints[o + 3]!;
    const legacyTool = ints[o + 4]!;
    const values: Record<(typeof CONTRIBUTION_KEY_LIST)[number], () => unknown> = {
      layerId: () => this.string(ints[o]!),
      source: () => this.string(ints[o + 1]!),
      location: () => {
        const l = n * LOCATION_NUMBERS;
        const nums = this.p.locations;
        const location: SourceLocation = { file: this.string(file), line: nums[l]!, column: nums[l + 1]!, length: nums[l + 2]! };
        return location;
      },
      transform: () => this.string(transform) as TransformName,
      legacyTool: () => this.string(legacyTool),
    };
    const c: Record<string, unknown> = {};
    const digits: number[] = [];
    for (let order = ints[o + 5]!; order > 0; order = Math.floor(order / 8)) digits.push(order % 8);
    for (let i = digits.length - 1; i >= 0; i--) {
      const key = CONTRIBUTION_KEY_LIST[digits[i]! - 1]!;
      c[key] = values[key]();
    }
    this.contributions[n] = c as unknown as Contribution;
    return c as unknown as Contribution;
  }

  private record(r: number): PathProvenance {
    const known = this.built[r];
    if (known) return known;
    const ints = this.p.records;
    const o = r * RECORD_INTS;
    const list = (from: number, count: number): readonly Contribution[] => {
      const out: Contribution[] = new Array(count);
      for (let i = 0; i < count; i++) out[i] = this.contribution(this.p.lists[from + i]!);
      return Object.freeze(out);
    };
    const record: PathProvenance = Object.freeze({
      keyPath: keyPathOfId(this.string(ints[o]!)),
      winner: this.contribution(ints[o + 1]!),
      overridden: list(ints[o + 2]!, ints[o + 3]!),
      contributors: list(ints[o + 4]!, ints[o + 5]!),
    });
    this.built[r] = record;
    return record;
  }

  get(id: string): PathProvenance | undefined {
    if (typeof id !== 'string') return undefined;
    const r = this.find(id);
    return r < 0 ? undefined : this.record(r);
  }

  has(id: string): boolean {
    return typeof id === 'string' && this.find(id) >= 0;
  }

  *keys(): MapIterator<string> {
    for (let r = 0; r < this.size; r++) yield this.string(this.p.records[r * RECORD_INTS]!);
  }

  *values(): MapIterator<PathProvenance> {
    for (let r = 0; r < this.size; r++) yield this.record(r);
  }

  *entries(): MapIterator<[string, PathProvenance]> {
    for (let r = 0; r < this.size; r++) yield [this.string(this.p.records[r * RECORD_INTS]!), this.record(r)];
  }

  [Symbol.iterator](): MapIterator<[string, PathProvenance]> {
    return this.entries();
  }

  forEach(fn: (value: PathProvenance, key: string, map: ReadonlyMap<string, PathProvenance>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this);
  }
}

/** A Provenance that reads the packed form (records rebuilt when looked up). */
export function unpackProvenance(p: PackedProvenance): Provenance {
  return { records: new PackedRecords(p) };
}

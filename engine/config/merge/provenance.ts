/** Provenance: for every key path of the merged config, which layer's value won and which it overrode. */
import type { RuleOrigin, SourceLocation } from '../../permission/rule.ts';
import type { LayerSource } from '../discover/layer.ts';
import type { KeyPath } from './key-path.ts';
import { keyPathId, keyPathTable, notePathsInUse, samePath } from './key-path.ts';
import { sameItems } from '../../collections/same-items.ts';
import type { KeyPathEntry } from './key-path.ts';

/** The post-merge steps (semantics §5), named as the UI shows them. */
export type TransformName = 'mode-to-agent' | 'env-permission' | 'legacy-tools' | 'username' | 'autoshare' | 'compaction' | 'defaults';

/** One layer's (or transform's) say at a key path. */
export interface Contribution {
  readonly layerId: string;
  readonly source: LayerSource | 'transform';
  /** Where the key was typed (the nearest typed ancestor when the key itself was derived). */
  readonly location?: SourceLocation;
  readonly transform?: TransformName;
  /** Set when the value was folded from a legacy `tools` entry. */
  readonly legacyTool?: string;
}

/** What is known about one key path of the merged config. */
export interface PathProvenance {
  readonly keyPath: KeyPath;
  /** The contribution whose value is in the merged config. */
  readonly winner: Contribution;
  /** Earlier contributions whose value at this path was replaced, oldest first. */
  readonly overridden: readonly Contribution[];
  /** Every contribution at or under this path, in merge order. */
  readonly contributors: readonly Contribution[];
}

/**
 * The read side handed to the rest of the engine: plain data (a Map of records by key path id), so an Analysis
 * crosses to and from the worker as it is. Read it with `lookupProvenance`, `originAt` and `provenancePaths`.
 */
export interface Provenance {
  readonly records: ReadonlyMap<string, PathProvenance>;
}

/** The provenance of an exact key path, if it exists in the merged config. */
export function lookupProvenance(provenance: Provenance, keyPath: KeyPath): PathProvenance | undefined {
  return provenance.records.get(keyPathId(keyPath));
}

/** Every recorded key path. */
export function provenancePaths(provenance: Provenance): KeyPath[] {
  return [...provenance.records.values()].map((r) => r.keyPath);
}

/** The record at the path or its nearest recorded ancestor. */
function nearestRecord(provenance: Provenance, path: KeyPath): PathProvenance | undefined {
  for (let n = path.length; n > 0; n--) {
    const hit = provenance.records.get(keyPathId(n === path.length ? path : path.slice(0, n)));
    if (hit) return hit;
  }
  return undefined;
}

/** A record for a value typed at its own path by a layer (no transform, no legacy fold): its origin is its winner's. */
function isSimple(hit: PathProvenance, keyPath: KeyPath): boolean {
  return hit.keyPath.length === keyPath.length && hit.winner.transform === undefined && hit.winner.legacyTool === undefined && hit.winner.source !== 'transform';
}

/** The origin already made for a simple record at this path (one per contribution: an unchanged layer gives the same object). */
function knownOrigin(hit: PathProvenance, keyPath: KeyPath): RuleOrigin | undefined {
  const known = simpleOrigins.get(hit.winner);
  return known && samePath(known.keyPath, keyPath) ? known : undefined;
}

/** The origin of a simple record (its winner's layer and position, its own path), made once per contribution. */
function simpleOrigin(hit: PathProvenance): RuleOrigin {
  const known = knownOrigin(hit, hit.keyPath);
  if (known) return known;
  const w = hit.winner;
  // A simple origin takes the record's own path, so a later lookup compares paths by identity.
  const origin: Extract<RuleOrigin, { kind: 'config' }> = w.location ? { kind: 'config', keyPath: hit.keyPath, location: w.location, layerId: w.layerId } : { kind: 'config', keyPath: hit.keyPath, layerId: w.layerId };
  simpleOrigins.set(w, origin);
  return origin;
}

/** Where a permission rule at this key path came from (nearest recorded ancestor when the path itself was derived). */
export function originAt(provenance: Provenance, keyPath: KeyPath): RuleOrigin | undefined {
  const hit = nearestRecord(provenance, keyPath);
  if (!hit) return undefined;
  // The common case, a value typed at this very path: its origin is kept with its contribution, so an unchanged layer gives the same object on every run.
  if (isSimple(hit, keyPath)) return simpleOrigin(hit);
  // A value `mode.<name>` merged into `agent.<name>` was typed under `mode`: take its position from there.
  const moded = hit.winner.transform === 'mode-to-agent' && !hit.winner.location && keyPath[0] === 'agent' ? nearestRecord(provenance, ['mode', ...keyPath.slice(1)])?.winner : undefined;
  const w = moded?.location ? { ...hit.winner, location: moded.location } : hit.winner;
  // The layer that typed it: the value's own layer, the `mode.<name>` value's, or the legacy `tools` entry's.
  const cut = keyPath.lastIndexOf('permission');
  const typed = moded ?? (w.legacyTool !== undefined && cut >= 0 ? nearestRecord(provenance, [...keyPath.slice(0, cut), 'tools', w.legacyTool])?.winner : undefined) ?? w;
  const at = { ...(w.location ? { location: w.location } : {}), ...(typed.source !== 'transform' ? { layerId: typed.layerId } : {}) };
  if (w.legacyTool !== undefined) return { kind: 'legacy-tools', tool: w.legacyTool, keyPath, ...at };
  if (w.transform === 'env-permission') return { kind: 'env-permission', keyPath };
  return { kind: 'config', keyPath, ...at };
}

/** The origin of the value a contribution typed at its own path (one contribution stands for one path of one layer's parse). */
const simpleOrigins = new WeakMap<Contribution, Extract<RuleOrigin, { kind: 'config' }>>();

/** A record while merging; `null` lists are the common case, made only when finished (no earlier value; only the winner). */
interface MutableRecord {
  winner: Contribution;
  /** null: nothing overridden. */
  overridden: Contribution[] | null;
  /** null: the winner alone. */
  contributors: Contribution[] | null;
}

const NO_CONTRIBUTIONS: readonly Contribution[] = Object.freeze([]);

interface Node {
  /** The node's key path, interned (its path array and id, made once across loads). */
  readonly entry: KeyPathEntry;
  record?: MutableRecord;
  /** The finished record, once `finish` froze it. */
  done?: PathProvenance;
  /** Created on the first child: most nodes are leaves. */
  children?: Map<string, Node>;
}

/** A place in the recorder's tree, for a merge that walks down it key by key. */
export interface RecorderNode {
  readonly entry: KeyPathEntry;
}

/** The write side used while merging: records sets, replacements and combinations (a trie, so dropping a subtree is O(1)). */
export class ProvenanceRecorder {
  private root: Node = { entry: keyPathTable() };

  /** A copy to go on recording in (a load resumed from a kept state must not write into the kept one). */
  copy(): ProvenanceRecorder {
    const copyNode = (n: Node): Node => {
      const out: Node = { entry: n.entry };
      if (n.record) out.record = { winner: n.record.winner, overridden: n.record.overridden?.slice() ?? null, contributors: n.record.contributors?.slice() ?? null };
      if (n.children) {
        const children = new Map<string, Node>();
        for (const [k, child] of n.children) children.set(k, copyNode(child));
        out.children = children;
      }
      return out;
    };
    const copy = new ProvenanceRecorder();
    copy.root = copyNode(this.root);
    return copy;
  }

  /** The node of the empty path. */
  rootNode(): RecorderNode {
    return this.root;
  }

  /** The node of `[...path(node), key]`, made when missing. */
  childNode(node: RecorderNode, key: string): RecorderNode {
    const at = node as Node;
    let next = at.children?.get(key);
    if (!next) (at.children ??= new Map()).set(key, (next = { entry: at.entry.child(key) }));
    return next;
  }

  /** `set` at a node reached with `childNode`. */
  setNode(node: RecorderNode, c: Contribution): boolean {
    const n = node as Node;
    const old = n.record;
    n.children = undefined;
    n.record = old ? { winner: c, overridden: [...(old.overridden ?? []), old.winner], contributors: [...(old.contributors ?? [old.winner]), c] } : { winner: c, overridden: null, contributors: null };
    return old !== undefined;
  }

  /** `combine` at a node reached with `childNode`. */
  combineNode(node: RecorderNode, c: Contribution): void {
    const n = node as Node;
    const old = n.record;
    if (!old) n.record = { winner: c, overridden: null, contributors: null };
    else if (old.winner !== c || old.contributors !== null) {
      const contributors = (old.contributors ??= [old.winner]);
      if (contributors[contributors.length - 1] !== c) contributors.push(c);
      old.winner = c;
    }
  }

  private node(path: KeyPath, create: boolean): Node | undefined {
    let at: Node = this.root;
    for (const key of path) {
      let next = at.children?.get(key);
      if (!next) {
        if (!create) return undefined;
        next = { entry: at.entry.child(key) };
        (at.children ??= new Map()).set(key, next);
      }
      at = next;
    }
    return at;
  }

  /** Records `c` as the new winner at `path`, overriding any earlier value and dropping what was under it; true when something was overridden. */
  set(path: KeyPath, c: Contribution): boolean {
    return this.setNode(this.node(path, true) as Node, c);
  }

  /** Records that `c` merged into the value at `path` without replacing it (objects, concatenated arrays). */
  combine(path: KeyPath, c: Contribution): void {
    this.combineNode(this.node(path, true) as Node, c);
  }

  /** The location of the current winner at a path, if any. */
  locationOf(path: KeyPath): SourceLocation | undefined {
    return this.node(path, false)?.record?.winner.location;
  }

  /** Forgets a path and everything under it (the value was deleted). */
  drop(path: KeyPath): void {
    const parent = this.node(path.slice(0, -1), false);
    const last = path[path.length - 1];
    if (parent && last !== undefined) parent.children?.delete(last);
  }

  /**
   * Freezes the records into the read-side API (the recorder is done with them: they are frozen in place, not copied).
   * A record equal to the last finished load's at the same path (same contributions) is that record: a keystroke
   * makes new records only where something changed.
   */
  finish(): Provenance {
    const records = new Map<string, PathProvenance>();
    const before = lastRecords;
    let nodes = 0;
    const visit = (n: Node): void => {
      nodes++;
      const r = n.record;
      if (r) {
        const { id, path } = n.entry;
        const old = before?.get(id);
        const overridden = r.overridden ?? NO_CONTRIBUTIONS;
        const same = old !== undefined && old.winner === r.winner && sameItems(old.overridden, overridden) && (r.contributors === null ? old.contributors.length === 1 && old.contributors[0] === r.winner : sameItems(old.contributors, r.contributors));
        records.set(id, (n.done = same ? old : Object.freeze({ keyPath: path, winner: r.winner, overridden: r.overridden ? Object.freeze(r.overridden) : NO_CONTRIBUTIONS, contributors: Object.freeze(r.contributors ?? [r.winner]) })));
      }
      if (n.children) for (const child of n.children.values()) visit(child);
    };
    visit(this.root);
    notePathsInUse(nodes);
    lastRecords = records;
    const provenance = { records };
    trees.set(provenance, this.root);
    return provenance;
  }
}

/** The records of the last finished load, whose unchanged records the next one shares. */
let lastRecords: ReadonlyMap<string, PathProvenance> | null = null;

/** Each finished provenance's tree of records (kept beside it, not in it: a Provenance stays plain data). */
const trees = new WeakMap<Provenance, Node>();

/**
 * `originAt` for many key paths under one prefix (`['permission']`, `['agent', 'plan', 'permission']`): each path is
 * looked up key by key along the merge's own tree, where `originAt` builds a key path id per rule. Same answers.
 */
export function originsUnder(provenance: Provenance, prefix: KeyPath): (keyPath: KeyPath) => RuleOrigin | undefined {
  const slow = (keyPath: KeyPath) => originAt(provenance, [...prefix, ...keyPath]);
  let under: Node | undefined = trees.get(provenance);
  for (const key of prefix) under = under?.children?.get(key);
  if (!under) return slow;
  const from = under;
  return (keyPath) => {
    let n: Node | undefined = from;
    for (const key of keyPath) n = n?.children?.get(key);
    const hit = n?.done;
    return hit && isSimple(hit, hit.keyPath) ? simpleOrigin(hit) : slow(keyPath);
  };
}

/** Provenance over finished records (also rebuilds it from a list of records). */
export function provenanceFromRecords(list: Iterable<PathProvenance>): Provenance {
  const records = new Map<string, PathProvenance>();
  for (const r of list) records.set(keyPathId(r.keyPath), r);
  return { records };
}

/**
 * The provenance after one leaf key was renamed in place: the record at `[...container, from]` becomes a record at
 * `[...container, to]` in the same position (of the records and of the merge's tree), won by `winner` alone; every
 * other record is the same object. For a load that knows the rename changes nothing else (config/load-shortcut.ts).
 * Null when the provenance has no tree or no such record.
 */
export function withLeafRenamed(provenance: Provenance, container: KeyPath, from: string, to: string, winner: Contribution): Provenance | null {
  const root = trees.get(provenance);
  if (!root) return null;
  // The nodes from the root down to the container, each copied with its children map (the finished tree is never written to).
  const along: Node[] = [root];
  for (const key of container) {
    const next = along[along.length - 1]!.children?.get(key);
    if (!next) return null;
    along.push(next);
  }
  const parent = along[along.length - 1]!;
  const old = parent.children?.get(from);
  if (!old?.done || old.children || parent.children?.has(to)) return null;
  const entry = parent.entry.child(to);
  const record: PathProvenance = Object.freeze({ keyPath: entry.path, winner, overridden: NO_CONTRIBUTIONS, contributors: Object.freeze([winner]) });
  const renamed: Node = { entry, record: { winner, overridden: null, contributors: null }, done: record };
  let child: Node = renamed;
  let childKey = to;
  let replacedKey = from;
  for (let i = along.length - 1; i >= 0; i--) {
    const n = along[i]!;
    const children = new Map<string, Node>();
    // forEach, not for-of, here and below: no [key, value] pair per entry before the code is optimized.
    const replaced = replacedKey;
    const key = childKey;
    const replacing = child;
    n.children!.forEach((c, k) => {
      if (k === replaced) children.set(key, replacing);
      else children.set(k, c);
    });
    const copy: Node = { entry: n.entry, children };
    if (n.record) copy.record = n.record;
    if (n.done) copy.done = n.done;
    child = copy;
    childKey = replacedKey = container[i - 1] ?? '';
  }
  const oldId = old.entry.id;
  const records = new Map<string, PathProvenance>();
  provenance.records.forEach((r, id) => {
    if (id === oldId) records.set(entry.id, record);
    else records.set(id, r);
  });
  lastRecords = records;
  const renamedProvenance = { records };
  trees.set(renamedProvenance, child);
  return renamedProvenance;
}

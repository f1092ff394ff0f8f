/** Provenance: for every key path of the merged config, which layer's value won and which it overrode. */
import type { RuleOrigin, SourceLocation } from '../permission/rule.ts';
import type { LayerSource } from './layer.ts';
import type { KeyPath } from './key-path.ts';
import { keyPathFromId, keyPathId } from './key-path.ts';

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

/** The read side handed to the rest of the engine. */
export interface Provenance {
  /** The provenance of an exact key path, if it exists in the merged config. */
  lookup(keyPath: KeyPath): PathProvenance | undefined;
  /** Where a permission rule at this key path came from (nearest recorded ancestor when the path itself was derived). */
  originOf(keyPath: KeyPath): RuleOrigin | undefined;
  /** Every recorded key path. */
  paths(): Iterable<KeyPath>;
}

interface MutableRecord {
  winner: Contribution;
  overridden: Contribution[];
  contributors: Contribution[];
}

/** The write side used while merging: records sets, replacements and combinations. */
export class ProvenanceRecorder {
  private readonly byId = new Map<string, MutableRecord>();

  /** Records `c` as the new winner at `path`, overriding any earlier value and dropping what was under it. */
  set(path: KeyPath, c: Contribution): boolean {
    const id = keyPathId(path);
    const old = this.byId.get(id);
    this.dropUnder(path);
    this.byId.set(id, { winner: c, overridden: old ? [...old.overridden, old.winner] : [], contributors: [...(old?.contributors ?? []), c] });
    return old !== undefined;
  }

  /** Records that `c` merged into the value at `path` without replacing it (objects, concatenated arrays). */
  combine(path: KeyPath, c: Contribution): void {
    const id = keyPathId(path);
    const old = this.byId.get(id);
    if (!old) this.byId.set(id, { winner: c, overridden: [], contributors: [c] });
    else {
      old.winner = c;
      if (old.contributors[old.contributors.length - 1] !== c) old.contributors.push(c);
    }
  }

  /** The location of the current winner at a path, if any. */
  locationOf(path: KeyPath): SourceLocation | undefined {
    return this.byId.get(keyPathId(path))?.winner.location;
  }

  /** Forgets a path and everything under it (the value was deleted). */
  drop(path: KeyPath): void {
    this.byId.delete(keyPathId(path));
    this.dropUnder(path);
  }

  private dropUnder(path: KeyPath): void {
    const prefix = keyPathId(path).slice(0, -1);
    for (const id of [...this.byId.keys()]) if (id.length > prefix.length + 1 && id.startsWith(prefix) && id[prefix.length] === ',') this.byId.delete(id);
  }

  /** Freezes the records into the read-side API. */
  finish(): Provenance {
    const records = new Map<string, PathProvenance>();
    for (const [id, r] of this.byId) records.set(id, Object.freeze({ keyPath: keyPathFromId(id), winner: r.winner, overridden: [...r.overridden], contributors: [...r.contributors] }));
    const nearest = (keyPath: KeyPath): PathProvenance | undefined => {
      for (let n = keyPath.length; n > 0; n--) {
        const hit = records.get(keyPathId(keyPath.slice(0, n)));
        if (hit) return hit;
      }
      return undefined;
    };
    return {
      lookup: (keyPath) => records.get(keyPathId(keyPath)),
      originOf: (keyPath) => {
        const hit = nearest(keyPath);
        if (!hit) return undefined;
        const w = hit.winner;
        if (w.legacyTool !== undefined) return { kind: 'legacy-tools', tool: w.legacyTool, keyPath, ...(w.location ? { location: w.location } : {}) };
        if (w.transform === 'env-permission') return { kind: 'env-permission', keyPath };
        return { kind: 'config', keyPath, ...(w.location ? { location: w.location } : {}) };
      },
      paths: () => [...records.values()].map((r) => r.keyPath),
    };
  }
}

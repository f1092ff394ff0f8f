import { isPackedProvenance, packProvenance, unpackProvenance, type Analysis, type KeyPath, type Scenario } from '../../../engine/index.ts';

/**
 * An Analysis is plain data (provenance records and the agents by key are Maps; shared references matter), so the
 * worker sends it through `sliced-graph.ts`, which gives what structured clone would, without its scenario. Three things
 * change on the way:
 * - the provenance travels packed (`packProvenance`: one string and a few typed arrays instead of a record, a key path
 *   and contribution lists per merged key, most of a big Analysis), and the page rebuilds a record only when a view looks
 *   it up;
 * - the key paths each layer set and overrode (eight arrays per agent file, 160,000 at 20,000 agents, read only by the
 *   merge graph) travel as one shared text, and a layer's lists are rebuilt when first read;
 * - the page puts back its own scenario object, and the frozen rule lists that let every view share one compiled ruleset.
 */
export interface WireAnalysis extends Omit<Analysis, 'scenario' | 'load' | 'index'> {
  readonly scenario: null;
  readonly load: Omit<Analysis['load'], 'provenance' | 'layers'> & {
    readonly provenance: Analysis['load']['provenance'] | ReturnType<typeof packProvenance>;
    readonly layers: readonly WireLayer[];
  };
  readonly index: Omit<Analysis['index'], 'layerById'> & { readonly layerById: ReadonlyMap<string, WireLayer> };
  /** The key path lists of every layer: path `i` is the JSON text `text.slice(starts[i], starts[i + 1])`. */
  readonly keyPaths: { readonly text: string; readonly starts: Uint32Array } | null;
}

type Layer = Analysis['load']['layers'][number];
/** A layer whose key path lists are paths `from` to `to` of the shared text. */
interface PackedPaths {
  readonly packedPaths: true;
  readonly from: number;
  readonly to: number;
}
type WireLayer = Omit<Layer, 'sets' | 'overrides'> & { readonly sets: Layer['sets'] | PackedPaths; readonly overrides: Layer['overrides'] | PackedPaths };

const isPackedPaths = (v: unknown): v is PackedPaths => typeof v === 'object' && v !== null && (v as { packedPaths?: unknown }).packedPaths === true;

/** The layers with their key path lists packed into one text (the layer objects are copies: the engine's stay as they are). */
function packLayers(analysis: Analysis): Pick<WireAnalysis, 'load' | 'index' | 'keyPaths'> | null {
  const texts: string[] = [];
  const starts: number[] = [];
  let at = 0;
  const pack = (paths: readonly KeyPath[]): PackedPaths => {
    const from = texts.length;
    for (const path of paths) {
      const text = JSON.stringify(path);
      starts.push(at);
      texts.push(text);
      at += text.length;
    }
    return { packedPaths: true, from, to: texts.length };
  };
  const copies = new Map<Layer, WireLayer>();
  const layers = analysis.load.layers.map((layer) => {
    const copy: WireLayer = { ...layer, sets: pack(layer.sets), overrides: pack(layer.overrides) };
    copies.set(layer, copy);
    return copy;
  });
  const layerById = new Map<string, WireLayer>();
  for (const [id, layer] of analysis.index.layerById) {
    const copy = copies.get(layer as Layer);
    // A layer the index holds that is not in the list (never today): send the lists as they are.
    if (!copy) return null;
    layerById.set(id, copy);
  }
  starts.push(at);
  return { load: { ...analysis.load, layers }, index: { ...analysis.index, layerById }, keyPaths: { text: texts.join(''), starts: Uint32Array.from(starts) } };
}

/** What the worker sends for an analysis (the provenance packed when it packs exactly; the layers' key path lists packed). */
export function toWireAnalysis(analysis: Analysis): WireAnalysis {
  const packed = packProvenance(analysis.load.provenance);
  const layers = packLayers(analysis);
  const load = layers?.load ?? analysis.load;
  return { ...analysis, scenario: null, index: layers?.index ?? (analysis.index as WireAnalysis['index']), keyPaths: layers?.keyPaths ?? null, load: packed ? { ...load, provenance: packed } : load };
}

/** Makes `key` of a revived layer read its key paths from the shared text on first read (then it is a plain value). */
function unpackOnRead(layer: object, key: 'sets' | 'overrides', paths: PackedPaths, table: NonNullable<WireAnalysis['keyPaths']>): void {
  Object.defineProperty(layer, key, {
    enumerable: true,
    configurable: true,
    get() {
      const list: KeyPath[] = [];
      for (let i = paths.from; i < paths.to; i++) list.push(JSON.parse(table.text.slice(table.starts[i], table.starts[i + 1])) as string[]);
      Object.defineProperty(layer, key, { value: list, enumerable: true, configurable: true, writable: true });
      return list;
    },
  });
}

/** The posted analysis on the main thread, with the main thread's own scenario object, its provenance and layers readable and its rule lists frozen again. */
export function fromWireAnalysis(wire: WireAnalysis, scenario: Scenario): Analysis {
  const provenance = wire.load.provenance;
  const table = wire.keyPaths;
  // The revived layers are the page's own objects (load.layers and the index share them): made readable in place.
  if (table) {
    for (const layer of wire.load.layers) {
      for (const key of ['sets', 'overrides'] as const) {
        const v = layer[key];
        if (isPackedPaths(v)) unpackOnRead(layer, key, v, table);
      }
    }
  }
  const { keyPaths: _, ...rest } = wire;
  const load = { ...wire.load, provenance: isPackedProvenance(provenance) ? unpackProvenance(provenance) : provenance } as Analysis['load'];
  return { ...rest, scenario, load, index: wire.index as Analysis['index'], ruleset: Object.freeze(wire.ruleset), sessionRules: Object.freeze(wire.sessionRules) };
}

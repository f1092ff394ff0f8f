/** A load's paths in the form the user typed: layer paths and labels, diagnostics, the load error, rule locations. */
import type { Layer } from '../config/discover/layer.ts';
import type { LoadResult } from '../config/load.ts';
import { type Contribution, type PathProvenance, type Provenance, lookupProvenance, provenancePaths } from '../config/merge/provenance.ts';
import { provenanceFromRecords } from '../config/merge/provenance.ts';
import type { Diagnostic } from '../diagnostic.ts';
import type { PathDisplay } from '../vfs/path-display.ts';

const isUrl = (p: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(p);

/** One layer with its path, label, reason and config dir shown as typed; its id stays the engine's (provenance keys on it). */
export function toDisplayLayer<L extends Layer>(layer: L, d: PathDisplay): L {
  if (d.isIdentity) return layer;
  return {
    ...layer,
    path: layer.path === null || isUrl(layer.path) ? layer.path : d.path(layer.path),
    label: d.text(layer.label),
    reason: d.text(layer.reason),
    ...(layer.configDir !== undefined ? { configDir: d.path(layer.configDir) } : {}),
  };
}

function toDisplayDiagnostic(diagnostic: Diagnostic, d: PathDisplay): Diagnostic {
  return { ...diagnostic, message: d.text(diagnostic.message), ...(diagnostic.path !== undefined ? { path: d.path(diagnostic.path) } : {}) };
}

function toDisplayContribution(c: Contribution, d: PathDisplay): Contribution {
  return c.location ? { ...c, location: { ...c.location, file: d.path(c.location.file) } } : c;
}

function toDisplayProvenance(provenance: Provenance, d: PathDisplay): Provenance {
  const records: PathProvenance[] = [];
  for (const keyPath of provenancePaths(provenance)) {
    const r = lookupProvenance(provenance, keyPath);
    if (!r) continue;
    records.push({
      keyPath: r.keyPath,
      winner: toDisplayContribution(r.winner, d),
      overridden: r.overridden.map((c) => toDisplayContribution(c, d)),
      contributors: r.contributors.map((c) => toDisplayContribution(c, d)),
    });
  }
  return provenanceFromRecords(records);
}

/** The load with every path the user sees in the form they typed (nothing changes for a posix scenario). */
export function toDisplayLoad(load: LoadResult, d: PathDisplay): LoadResult {
  if (d.isIdentity) return load;
  const error = load.error
    ? {
        ...load.error,
        data: {
          ...load.error.data,
          path: load.error.data.path == null || isUrl(load.error.data.path) ? load.error.data.path : d.path(load.error.data.path),
          ...(load.error.data.message !== undefined ? { message: d.text(load.error.data.message) } : {}),
        },
      }
    : null;
  return {
    ...load,
    layers: load.layers.map((l) => toDisplayLayer(l, d)),
    error,
    diagnostics: load.diagnostics.map((x) => toDisplayDiagnostic(x, d)),
    provenance: toDisplayProvenance(load.provenance, d),
  };
}

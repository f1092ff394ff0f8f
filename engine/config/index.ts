/** The config loader's public API. */
export { loadConfig, setsOnlyNewPaths } from './load.ts';
export type { LayerOutcome, LoadedLayer, LoadResult } from './load.ts';
export { discoverLayers } from './discover/discover.ts';
export { CONFIG_SCHEMA_URL, LAYER_SOURCE_ORDER } from './discover/layer.ts';
export type { Layer, LayerSource, LayerStatus } from './discover/layer.ts';
export { loaderInputFromVector } from './discover/loader-input.ts';
export type { AccountInput, AuthEntry, LoaderInput, Platform } from './discover/loader-input.ts';
export type { LoadError, LoadErrorName } from './load-error.ts';
export { substitute } from './text/substitute.ts';
export type { Substitution } from './text/substitute.ts';
export { parseJsonc, formatJsonErrorMessage } from './text/parse.ts';
export { mergeDeep, mergeLayer, CONCATENATED_ARRAYS } from './merge/merge.ts';
export type { Contribution, PathProvenance, Provenance, TransformName } from './merge/provenance.ts';
export { applyTransforms, EDIT_TOOLS } from './merge/transform.ts';
export type { TransformStep } from './merge/transform.ts';
export type { KeyPath } from './merge/key-path.ts';
export { concatKeyLines, countKeyLines, dottedKeyPath, fromKeyLines, toKeyLines, unionKeyLines } from './merge/key-lines.ts';
export type { KeyLinesUnion } from './merge/key-lines.ts';

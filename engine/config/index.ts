/** The config loader's public API. */
export { loadConfig, SCHEMA_URL } from './load.ts';
export type { LayerOutcome, LoadedLayer, LoadResult } from './load.ts';
export { discoverLayers } from './discover.ts';
export { CONFIG_SCHEMA_URL, LAYER_SOURCE_ORDER } from './layer.ts';
export type { Layer, LayerSource, LayerStatus } from './layer.ts';
export { loaderInputFromVector } from './loader-input.ts';
export type { AccountInput, AuthEntry, LoaderInput, Platform } from './loader-input.ts';
export type { LoadError, LoadErrorName } from './load-error.ts';
export { substitute } from './substitute.ts';
export type { Substitution } from './substitute.ts';
export { parseJsonc, formatJsonErrorMessage } from './parse.ts';
export { mergeDeep, mergeLayer, CONCATENATED_ARRAYS } from './merge.ts';
export type { Contribution, PathProvenance, Provenance, TransformName } from './provenance.ts';
export { applyTransforms, EDIT_TOOLS } from './transform.ts';
export type { TransformStep } from './transform.ts';
export type { KeyPath } from './key-path.ts';

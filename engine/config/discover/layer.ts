/** A config layer: one source the loader consulted, in merge order, read or not and why. */

/** Which discovery step produced a layer. */
export type LayerSource =
  | 'remote'
  | 'global'
  | 'config-env'
  | 'project'
  | 'config-dir'
  | 'agent-md'
  | 'command-md'
  | 'mode-md'
  | 'plugin-file'
  | 'config-content'
  | 'account'
  | 'managed';

/** Whether the loader read the layer, skipped it, or created it itself (the seeded global file). */
export type LayerStatus = 'read' | 'skipped' | 'seeded';

/** One source in merge order (lowest precedence first). */
export interface Layer {
  /** Stable and unique within one load: `<source>:<path or label>`. */
  readonly id: string;
  readonly source: LayerSource;
  /** The file path or URL; null for env text such as AGENTFORGE_CONFIG_CONTENT. */
  readonly path: string | null;
  /** A short human name (`project agentforge.json`, `AGENTFORGE_CONFIG_CONTENT`). */
  readonly label: string;
  readonly status: LayerStatus;
  /** Why the layer was read or skipped, in words. */
  readonly reason: string;
  /** The text as the user wrote it (before substitution); absent when skipped. */
  readonly text?: string;
  /** For markdown and plugin layers: the config directory that holds the file. */
  readonly configDir?: string;
  /** For markdown layers: the agent/command name derived from the file path. */
  readonly entryName?: string;
}

/** The merge order of layer sources, lowest precedence first (semantics §1); discovery follows it. */
export const LAYER_SOURCE_ORDER: readonly LayerSource[] = [
  'remote',
  'global',
  'config-env',
  'project',
  'config-dir',
  'config-content',
  'account',
  'managed',
];

/** The schema URL the loader injects into every file that lacks `$schema`. */
export const CONFIG_SCHEMA_URL = 'https://opencode.ai/config.json';

/** The text the loader writes when it seeds the global config. */
export const SEEDED_GLOBAL_TEXT = `{\n  "$schema": "${CONFIG_SCHEMA_URL}"\n}`;

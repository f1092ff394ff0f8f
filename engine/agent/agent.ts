import type { LeafEdit } from '../config/load-shortcut.ts';
import type { RuleOrigin } from '../permission/rule.ts';
import type { Platform } from '../permission/platform.ts';
import type { RuleSegments } from '../permission/rule-segments.ts';

/** Where an agent may run: as the session's primary agent, only as a task subagent, or both. */
export type AgentMode = 'primary' | 'subagent' | 'all';

/** A `provider/model` reference split at the first `/`. */
export interface AgentModel {
  readonly providerID: string;
  readonly modelID: string;
}

/** The agent fields a config entry can override (config spelling). */
export type AgentOverride = 'model' | 'variant' | 'prompt' | 'description' | 'temperature' | 'top_p' | 'mode' | 'color' | 'hidden' | 'name' | 'steps' | 'options' | 'permission';

/** One agent as the reference's Agent service holds it, plus our provenance. */
export interface Agent {
  /** The config key it is looked up by (a `name` override does not change it). */
  readonly key: string;
  readonly name: string;
  readonly mode: AgentMode;
  readonly native: boolean;
  readonly hidden?: boolean;
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * Its ordered rules, as the lists they are made of (defaults, its own built-in rules, the user's `permission`, its
   * config entry's, the truncation allow): lists every agent has are shared, not copied. Every rule carries an origin.
   */
  readonly permission: RuleSegments;
  readonly description?: string;
  readonly prompt?: string;
  readonly model?: AgentModel;
  readonly variant?: string;
  readonly temperature?: number;
  readonly topP?: number;
  readonly color?: string;
  readonly steps?: number;
  /** Which fields a config entry set, in the order they are applied. */
  readonly configured: readonly AgentOverride[];
}

/** All agents of one loaded config, with the default agent resolved the reference's way. */
export interface AgentSet {
  /** In the reference's insertion order (built-ins, then config agents; integer-like keys first). */
  readonly agents: readonly Agent[];
  /** Every agent by its config key (plain data: the worker posts it as it is). */
  readonly byKey: ReadonlyMap<string, Agent>;
  /** Agent names as `list()` orders them: the default_agent (or `build`) first, then by name. */
  readonly list: readonly string[];
  readonly defaultAgent: string | null;
  readonly defaultAgentError: string | null;
  /** `external_directory` glob of the truncation dir, appended as allow to every agent. */
  readonly truncateGlob: string;
}

/** What `buildAgents` needs besides the merged config. */
export interface AgentContext {
  readonly home: string;
  readonly worktree: string;
  readonly cwd: string;
  readonly platform?: Platform;
  readonly skillDirs?: readonly string[];
  /** The data dir (default `<home>/.local/share/agentforge`). */
  readonly dataDir?: string;
  /** The temp dir for agentforge (default `/tmp/agentforge`). */
  readonly tmpDir?: string;
  /** Origin of a config permission entry by its FULL key path, e.g. `['agent', 'plan', 'permission', 'edit']`. */
  readonly originOf?: (keyPath: readonly string[]) => RuleOrigin | undefined;
  /** `originOf` for the entries under one prefix, by the rest of their path (the same answers, looked up faster). */
  readonly originsUnder?: (prefix: readonly string[]) => (keyPath: readonly string[]) => RuleOrigin | undefined;
  /**
   * Set when the config is the one the last build was made from with one leaf edited (config/load-shortcut.ts: the
   * provenance of everything else is the same): that config and the edit. The build then reads only what the edit reached.
   */
  readonly since?: { readonly config: Readonly<Record<string, unknown>>; readonly edit: LeafEdit };
}

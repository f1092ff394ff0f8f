import type { Platform } from '../permission/platform.ts';
import type { RuleAction } from '../permission/rule.ts';

/** The current scenario format version. */
export const SCENARIO_VERSION = 1;

/** One file of the scenario's virtual file system. */
export interface ScenarioFile {
  readonly path: string;
  readonly text: string;
}

/** A permission check to run against the selected agent: the permission name, the input the tool would ask with, and the action a team expects. */
export interface Probe {
  readonly permission: string;
  readonly input: string;
  readonly agent?: string;
  readonly expect?: RuleAction;
}

/** A scenario: a virtual file system plus the process context, the agent and model, a request and probes (format v1, see docs/scenario-format.md). */
export interface Scenario {
  readonly version: 1;
  readonly title?: string;
  readonly files: readonly ScenarioFile[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly worktree: string;
  readonly home: string;
  readonly platform: Platform;
  /** Well-known and remote configs: URL to the JSON body that URL serves. */
  readonly remote?: Readonly<Record<string, unknown>>;
  /** Stored credentials, as the reference's auth store (well-known entries give tokens to `{env:}`). */
  readonly auth?: Readonly<Record<string, unknown>>;
  /** The logged-in account's org config (the account layer), if any. */
  readonly account?: unknown;
  readonly agent?: string;
  readonly model?: string;
  readonly request?: { readonly tools?: Readonly<Record<string, boolean>> };
  readonly probes: readonly Probe[];
  /** Tools to report visibility for; when absent the engine derives them from the config and model. */
  readonly tools?: readonly string[];
  /** Skill directories the reference would find (they become external_directory allows). */
  readonly skillDirs?: readonly string[];
}

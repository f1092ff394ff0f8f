/**
 * Where a piece of source text sits: a file, the 1-based line and column of its start (lines end at \n, columns count
 * UTF-16 units) and the span's length. It holds no offset: a keystroke moves every later offset of the file but no line
 * and no column above or below its own line, so a location below the edit stays the same object (and so do the
 * contributions, provenance records, rules and lints made from it). The offset follows from the file's text:
 * `offsetOf` (config/text/offset-map.ts).
 */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly length: number;
}

/** The three actions a rule can give. */
export type RuleAction = 'allow' | 'ask' | 'deny';

/** Every action, in the order the reference's schema lists them. */
export const RULE_ACTIONS: readonly RuleAction[] = ['ask', 'allow', 'deny'];

/** Where a rule came from, so every decision can name its source. */
export type RuleOrigin =
  | { readonly kind: 'builtin-default' }
  | { readonly kind: 'builtin-agent'; readonly agent: string }
  | {
      /** A `permission` entry of the merged config (top level or `agent.<name>.permission`). */
      readonly kind: 'config';
      readonly keyPath: readonly string[];
      readonly location?: SourceLocation;
      /** The layer (`Layer.id`) whose value this rule came from, when a layer (not a transform) wrote it. */
      readonly layerId?: string;
    }
  | {
      /** Folded from a legacy `tools: { name: boolean }` entry. */
      readonly kind: 'legacy-tools';
      readonly keyPath: readonly string[];
      readonly tool: string;
      readonly location?: SourceLocation;
      /** The layer (`Layer.id`) that typed the legacy value. */
      readonly layerId?: string;
    }
  | { readonly kind: 'env-permission'; readonly keyPath: readonly string[] }
  | { readonly kind: 'truncation' }
  | { readonly kind: 'subagent-inherited'; readonly parent: string; readonly from?: RuleOrigin }
  | { readonly kind: 'subagent-default'; readonly reason: string }
  | { readonly kind: 'request'; readonly tool: string }
  | { readonly kind: 'approval'; readonly requestID?: string }
  | { readonly kind: 'given' };

/** One permission rule. `origin` is ours (provenance); the reference's rule is the other three fields. */
export interface Rule {
  readonly permission: string;
  readonly pattern: string;
  readonly action: RuleAction;
  readonly origin?: RuleOrigin;
}

/** An ordered list of rules; later rules win. */
export type Ruleset = readonly Rule[];

/** True when a value is one of the three rule actions (case-sensitive, as the reference). */
export function isRuleAction(value: unknown): value is RuleAction {
  return value === 'allow' || value === 'ask' || value === 'deny';
}

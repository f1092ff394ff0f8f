/**
 * The route one rule, config value or tool took through the pipeline: the source layer and the transforms
 * that wrote it, the layers it overrode, then the stages from the merged permission to the outcome. The merge
 * graph lights these steps; the words of the route are the graph's own titles.
 *
 * Steps are named the way the pipeline is drawn: `layer:<layer id>`, `transform:<transform name>`,
 * `stage:request` (this request's tool switches), `stage:permission` (the merged permission),
 * `stage:resolve`, `stage:hidden`, `stage:sees`, `stage:execute`, and `outcome:<action>`.
 */
import type { Analysis } from '../analyze.ts';
import type { KeyPath } from '../config/merge/key-path.ts';
import { type Contribution, type PathProvenance, lookupProvenance } from '../config/merge/provenance.ts';
import { describeOrigin, ruleKeyLabel } from '../permission/describe.ts';
import type { Rule } from '../permission/rule.ts';
import { isRuleHidden } from '../tools/permission-hiding.ts';
import { toPosixPath } from '../vfs/path-win32.ts';

/** What a route is about: one rule of the analysis's ruleset, one tool, or one key path of the merged config. */
export type PathSubject =
  | { readonly kind: 'rule'; readonly index: number }
  | { readonly kind: 'tool'; readonly tool: string }
  | { readonly kind: 'value'; readonly keyPath: KeyPath };

export interface DecisionPath {
  /** How the subject is named: `bash["*"]`, `tool bash: bash["*"]`, `permission.edit`. */
  readonly subject: string;
  /** Where the route enters the pipeline: the source layer, then each transform that wrote at or above it. */
  readonly sources: readonly string[];
  /** The stages after the sources, in order, ending at the outcome (or at `stage:hidden`). */
  readonly stages: readonly string[];
  /** Layers whose value at the same key path the subject overrode, oldest first. */
  readonly overridden: readonly string[];
  /** A note where no layer is the source: `built-in`, `this request`, `no rule matched: default ask`. */
  readonly note: string | null;
}

const BUILT_IN: ReadonlySet<string> = new Set(['builtin-default', 'builtin-agent', 'truncation', 'subagent-default']);

function nearest(analysis: Analysis, keyPath: KeyPath): PathProvenance | undefined {
  for (let n = keyPath.length; n > 0; n--) {
    const hit = lookupProvenance(analysis.load.provenance, keyPath.slice(0, n));
    if (hit) return hit;
  }
  return undefined;
}

function layerStepOfFile(analysis: Analysis, file: string): string | null {
  const posix = toPosixPath(file);
  const layer = analysis.load.layers.find((l) => l.path !== null && (l.path === file || toPosixPath(l.path) === posix));
  return layer ? `layer:${layer.id}` : null;
}

function stepOf(c: Contribution): string {
  return c.source === 'transform' ? `transform:${c.transform ?? 'unknown'}` : `layer:${c.layerId}`;
}

/** The layer, then every applied transform (in the loader's order) that wrote at or above the key path. */
function sourcesOf(analysis: Analysis, layer: string | null, p: PathProvenance | undefined, extra: readonly string[]): string[] {
  const passed = new Set<string | undefined>([...(p?.contributors ?? []).filter((c) => c.source === 'transform').map((c) => c.transform), ...extra]);
  const transforms = analysis.load.transforms.filter((t) => t.isApplied && t.name !== 'defaults' && passed.has(t.name)).map((t) => `transform:${t.name}`);
  return [...(layer ? [layer] : []), ...transforms.filter((id) => id !== layer)];
}

function overriddenOf(p: PathProvenance | undefined): string[] {
  return (p?.overridden ?? []).filter((c) => c.source !== 'transform').map(stepOf);
}

type Start = Omit<DecisionPath, 'stages'>;

function ruleStart(analysis: Analysis, rule: Rule): Start {
  const subject = ruleKeyLabel(rule.origin, rule);
  const origin = rule.origin;
  switch (origin?.kind) {
    case 'config':
    case 'legacy-tools':
    case 'env-permission': {
      const p = nearest(analysis, origin.keyPath);
      const file = origin.kind === 'env-permission' ? undefined : origin.location?.file;
      const layer = origin.kind !== 'env-permission' && origin.layerId !== undefined ? `layer:${origin.layerId}` : file !== undefined ? layerStepOfFile(analysis, file) : p && p.winner.source !== 'transform' ? stepOf(p.winner) : null;
      return { subject, sources: sourcesOf(analysis, layer, p, origin.kind === 'config' ? [] : [origin.kind]), overridden: overriddenOf(lookupProvenance(analysis.load.provenance, origin.keyPath)), note: null };
    }
    case 'request':
      return { subject, sources: ['stage:request'], overridden: [], note: 'this request' };
    default:
      return { subject, sources: [], overridden: [], note: origin && BUILT_IN.has(origin.kind) ? 'built-in' : describeOrigin(origin) };
  }
}

/** From the merged permission (or the request's switches) on: hidden from the model, or execute and the rule's action. */
function ruleStages(analysis: Analysis, rule: Rule, isRequest: boolean): string[] {
  const tail = isRuleHidden(rule, analysis) ? ['stage:hidden'] : ['stage:sees', 'stage:execute', `outcome:${rule.action}`];
  return [...(isRequest ? [] : ['stage:permission']), 'stage:resolve', ...tail];
}

function rulePath(analysis: Analysis, index: number): DecisionPath | null {
  const rule = analysis.ruleset[index];
  if (!rule) return null;
  return { ...ruleStart(analysis, rule), stages: ruleStages(analysis, rule, rule.origin?.kind === 'request') };
}

function lastIndex(ruleset: readonly Rule[], test: (r: Rule) => boolean): number {
  for (let i = ruleset.length - 1; i >= 0; i--) if (test(ruleset[i]!)) return i;
  return -1;
}

function toolPath(analysis: Analysis, tool: string): DecisionPath | null {
  const t = analysis.index.toolById.get(tool);
  if (!t) return null;
  const named = (path: DecisionPath | null): DecisionPath | null => path && { ...path, subject: `tool ${tool}: ${path.subject}` };
  if (t.hiddenBy === 'request') {
    const i = lastIndex(analysis.ruleset, (r) => r.origin?.kind === 'request' && r.origin.tool === tool);
    return named(i >= 0 ? rulePath(analysis, i) : { subject: 'off for this request', sources: ['stage:request'], overridden: [], note: null, stages: ['stage:resolve', 'stage:hidden'] });
  }
  if (t.hiddenBy === 'rule' && t.lastRule) return named({ ...ruleStart(analysis, t.lastRule.rule), stages: ['stage:permission', 'stage:resolve', 'stage:hidden'] });
  const decision = t.bare;
  const stages = ['stage:permission', 'stage:resolve', ...(t.visible ? ['stage:sees', 'stage:execute', `outcome:${decision.action}`] : ['stage:hidden'])];
  if (!decision.rule) return named({ subject: 'no rule matched', sources: [], overridden: [], note: 'no rule matched: default ask', stages });
  return named({ ...ruleStart(analysis, decision.rule), stages });
}

function isUnder(keyPath: readonly string[], prefix: KeyPath): boolean {
  return prefix.length <= keyPath.length && prefix.every((k, i) => keyPath[i] === k);
}

function valuePath(analysis: Analysis, keyPath: KeyPath): DecisionPath | null {
  const p = lookupProvenance(analysis.load.provenance, keyPath);
  if (!p) return null;
  const w = p.winner;
  const layer = w.source !== 'transform' ? stepOf(w) : w.location ? layerStepOfFile(analysis, w.location.file) : null;
  // A permission value becomes rules: follow the last rule it produced (the one that decides).
  const i = lastIndex(analysis.ruleset, (r) => {
    const o = r.origin;
    return (o?.kind === 'config' || o?.kind === 'legacy-tools' || o?.kind === 'env-permission') && isUnder(o.keyPath, keyPath);
  });
  const rule = analysis.ruleset[i];
  return { subject: keyPath.join('.'), sources: sourcesOf(analysis, layer, p, w.transform ? [w.transform] : []), overridden: overriddenOf(p), note: null, stages: rule ? ruleStages(analysis, rule, false) : [] };
}

/** The route `subject` took through the pipeline; null when it no longer exists in this analysis. */
export function decisionPath(analysis: Analysis, subject: PathSubject): DecisionPath | null {
  if (subject.kind === 'rule') return rulePath(analysis, subject.index);
  if (subject.kind === 'tool') return toolPath(analysis, subject.tool);
  return valuePath(analysis, subject.keyPath);
}

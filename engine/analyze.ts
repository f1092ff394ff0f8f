import { originAt, originsUnder } from './config/merge/provenance.ts';
import { collectGlobInputs } from './lint/glob-intuition-lints.ts';
import { requestRules } from './tools/request-rules.ts';
import { lintDiagnostics, lintRules, type RuleLint } from './lint/rule-lints.ts';
import { deriveToolQueries } from './tools/tool-queries.ts';
import type { Agent, AgentSet } from './agent/agent.ts';
import { buildAgents } from './agent/build-agents.ts';
import { leafEditSince } from './config/load-shortcut.ts';
import { measureAgentSet, tooBigDiagnostic } from './agent/playground-size.ts';
import type { LoadResult } from './config/load.ts';
import type { Layer } from './config/discover/layer.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { Decision, RuleMatch } from './permission/evaluate.ts';
import { findUnreachableRules, type UnreachableRule } from './lint/lint.ts';
import type { Rule, RuleAction } from './permission/rule.ts';
import { toolPermission, visibilityFromLastRule } from './permission/visibility.ts';
import { agentRuleset, compiledRuleset } from './permission/compiled-ruleset.ts';
import { hidingOf } from './tools/permission-hiding.ts';
import { tellToolStories, type ToolStory } from './tools/story/tool-story.ts';
import type { LostLegacyValue } from './tools/story/lost-legacy.ts';
import { stageOf, type Stage, type StageKind } from './permission/stage.ts';
import { loadScenario } from './scenario/load-scenario.ts';
import { sameLoadInput } from './scenario/same-load-input.ts';
import { scenarioProcessPaths } from './scenario/to-loader-input.ts';
import type { Probe, Scenario } from './scenario/scenario.ts';
import { appendAll } from './collections/append-all.ts';
import { keptIfSame } from './collections/same-items.ts';
import { defineLazy } from './memo/define-lazy.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What the model sees of one tool, and why. */
export interface ToolVisibility {
  readonly tool: string;
  readonly permission: string;
  readonly visible: boolean;
  /** `request`: this request's `tools[id] === false`; `rule`: the last rule for the permission is a `* deny`. */
  readonly hiddenBy: 'request' | 'rule' | null;
  /** The last rule whose permission matches (the one `disabled` looks at), with its index in `ruleset`. */
  readonly lastRule: { readonly rule: Rule; readonly index: number } | null;
  /** The actions some input can still get (default ask included when no `*` rule covers the rest). */
  readonly reachable: readonly RuleAction[];
  /** What a bare call (input `*`) gets from the rules, as if the tool were visible. */
  readonly bare: Decision;
  /** Where a bare call lands: hidden, else the bare decision's stage (a default ask told apart). */
  readonly stage: StageKind;
}

/** One probe's outcome. */
export interface ProbeResult {
  readonly probe: Probe;
  readonly agent: string | null;
  readonly decision: Decision | null;
  readonly stage: Stage | null;
  /** Why the probe's tool is hidden from the model (null when it is not, or nothing was decided). */
  readonly hiddenBy: 'request' | 'rule' | null;
  /** The last rule for the probe's permission: the one that hides it when it is a `* deny`. */
  readonly hidingRule: RuleMatch | null;
  /** Whether the probe's expectation holds (null when it has none or could not be evaluated). */
  readonly passed: boolean | null;
}

/** Everything the playground shows, derived from one scenario. */
export interface Analysis {
  readonly scenario: Scenario;
  readonly load: LoadResult;
  readonly agents: AgentSet | null;
  readonly agent: Agent | null;
  readonly sessionRules: readonly Rule[];
  /** The selected agent's rules followed by the session rules: what every call is evaluated against. */
  readonly ruleset: readonly Rule[];
  readonly tools: readonly ToolVisibility[];
  readonly probes: readonly ProbeResult[];
  /** Rules the user wrote that can never win, because a later rule covers them. */
  readonly lints: readonly UnreachableRule[];
  /** Every lint on the user's rules (never winning, bash patterns that do less than they seem, path patterns a glob reads otherwise), with positions. */
  readonly ruleLints: readonly RuleLint[];
  readonly diagnostics: readonly Diagnostic[];
  /** Per tool, in `tools`' order: what the row stands for, a verified input for each outcome, legacy values that lost (tools/tool-story.ts). */
  readonly toolStories: readonly ToolStory[];
  /** Every legacy `tools` value that lost when folded into `permission`, top level and per agent. */
  readonly lostLegacy: readonly LostLegacyValue[];
  /** Lookups built once, so no view searches the lists again. */
  readonly index: AnalysisIndex;
}

/** The Analysis's lists by key (Maps: the worker posts them as they are). */
export interface AnalysisIndex {
  /** Every source the loader considered, by `Layer.id`. */
  readonly layerById: ReadonlyMap<string, Layer>;
  /** Every analysed tool, by tool id. */
  readonly toolById: ReadonlyMap<string, ToolVisibility>;
  /** Indices into `ruleset` of the rules each layer wrote (by the origin's `layerId`), ascending. */
  readonly rulesByLayer: ReadonlyMap<string, readonly number[]>;
}

/** The last analysis's lists (see `keptIfSame`): a keystroke that does not change one keeps the array it had. */
const lastLists: { rulesByLayer?: ReadonlyMap<string, readonly number[]>; lints?: readonly UnreachableRule[]; ruleLints?: readonly RuleLint[]; diagnostics?: readonly Diagnostic[] } = {};

function indexAnalysis(layers: readonly Layer[], tools: readonly ToolVisibility[], ruleset: readonly Rule[]): AnalysisIndex {
  const byLayer = new Map<string, number[]>();
  ruleset.forEach((rule, i) => {
    const o = rule.origin;
    const layerId = o?.kind === 'config' || o?.kind === 'legacy-tools' ? o.layerId : undefined;
    if (layerId === undefined) return;
    const list = byLayer.get(layerId);
    if (list) list.push(i);
    else byLayer.set(layerId, [i]);
  });
  const before = lastLists.rulesByLayer;
  const rulesByLayer = new Map<string, readonly number[]>();
  for (const [id, list] of byLayer) rulesByLayer.set(id, keptIfSame(before?.get(id), list));
  lastLists.rulesByLayer = rulesByLayer;
  return { layerById: new Map(layers.map((l) => [l.id, l])), toolById: new Map(tools.map((t) => [t.tool, t])), rulesByLayer };
}

function selectAgent(agents: AgentSet, name: string | undefined, out: Diagnostic[]): Agent | null {
  const wanted = name ?? agents.defaultAgent ?? undefined;
  if (wanted === undefined) {
    out.push({ code: 'no-default-agent', severity: 'error', message: agents.defaultAgentError ?? 'no default agent', path: 'scenario' });
    return null;
  }
  const agent = agents.byKey.get(wanted) ?? null;
  if (!agent) out.push({ code: 'unknown-agent', severity: 'error', message: `agent "${wanted}" does not exist; known: ${agents.list.join(', ')}`, path: 'scenario' });
  return agent;
}

/** Origins of rules a user wrote (lints about built-in rules would only be noise). */
const USER_ORIGINS: ReadonlySet<string> = new Set(['config', 'legacy-tools', 'env-permission', 'request']);

/**
 * The last run's stages, so a change that does not reach a stage's inputs does not recompute it: a probe, the Tester,
 * the selected agent or the request leave the load as it was; the same load and paths leave the agents; the same
 * ruleset leaves the rules that never win and, with the same inputs at hand, the lints. Invisible in results.
 */
const last: {
  load?: { readonly scenario: Scenario; readonly load: LoadResult };
  agents?: { readonly load: LoadResult; readonly key: string; readonly agents: AgentSet };
  session?: { readonly key: string; readonly rules: readonly Rule[] };
  unreachable?: { readonly ruleset: readonly Rule[]; readonly platform: string; readonly found: readonly UnreachableRule[] };
  ruleLints?: { readonly ruleset: readonly Rule[]; readonly key: string; readonly lints: readonly RuleLint[] };
} = {};

function loadOf(scenario: Scenario): LoadResult {
  if (last.load && sameLoadInput(last.load.scenario, scenario)) return last.load.load;
  const load = loadScenario(scenario);
  last.load = { scenario, load };
  return load;
}

function agentsOf(load: LoadResult, config: Readonly<Record<string, unknown>>, scenario: Scenario): AgentSet {
  const paths = scenarioProcessPaths(scenario);
  const key = JSON.stringify([paths.cwd, paths.worktree, paths.home, scenario.platform, scenario.skillDirs ?? []]);
  if (last.agents && last.agents.load === load && last.agents.key === key) return last.agents.agents;
  // A keystroke in one rule (the load shortcut made this load from the last one): the build reads only what it reached.
  const edit = last.agents?.key === key && last.agents.load.config ? leafEditSince(load, last.agents.load) : undefined;
  const since = edit && last.agents?.load.config ? { config: last.agents.load.config, edit } : undefined;
  const agents = buildAgents(config, { ...paths, platform: scenario.platform, skillDirs: scenario.skillDirs ?? [], originOf: (p) => originAt(load.provenance, p), originsUnder: (prefix) => originsUnder(load.provenance, prefix), ...(since ? { since } : {}) });
  last.agents = { load, key, agents };
  return agents;
}

/** The agents, or null with a diagnostic that gives the counts when the config is past the playground's limits. */
function withinLimits(agents: AgentSet, out: Diagnostic[]): AgentSet | null {
  const tooBig = tooBigDiagnostic(measureAgentSet(agents));
  if (!tooBig) return agents;
  out.push(tooBig);
  return null;
}

function sessionRulesOf(scenario: Scenario): readonly Rule[] {
  const tools = scenario.request?.tools;
  const key = tools === undefined ? '' : JSON.stringify(Object.entries(tools));
  if (last.session && last.session.key === key) return last.session.rules;
  const rules: readonly Rule[] = Object.freeze(requestRules(tools));
  last.session = { key, rules };
  return rules;
}

function unreachableOf(ruleset: readonly Rule[], platform: Scenario['platform']): readonly UnreachableRule[] {
  if (last.unreachable && last.unreachable.ruleset === ruleset && last.unreachable.platform === platform) return last.unreachable.found;
  const found = findUnreachableRules(ruleset, platform);
  last.unreachable = { ruleset, platform, found };
  return found;
}

function ruleLintsOf(ruleset: readonly Rule[], unreachable: readonly UnreachableRule[], scenario: Scenario): readonly RuleLint[] {
  const inputs = collectGlobInputs(scenario);
  const key = JSON.stringify([inputs, scenario.platform, scenario.worktree]);
  if (last.ruleLints && last.ruleLints.ruleset === ruleset && last.ruleLints.key === key) return last.ruleLints.lints;
  const lints = lintRules(ruleset, unreachable, inputs, scenario.platform, scenario.worktree);
  last.ruleLints = { ruleset, key, lints };
  return lints;
}

/**
 * Runs the whole pipeline on a scenario: load, agents, session rules, visibility, probes, lints. Never throws on user
 * input. What only some callers show is computed on first read (`defineLazy`): the rules that never win, the lints and
 * the diagnostics they add, each tool's `reachable` actions, the tools' stories. The CLI's `check` and `test` read none
 * of them; the app's worker and `explain` read every field, so they see what an eager analysis gives.
 */
export function analyze(scenario: Scenario): Analysis {
  const load = loadOf(scenario);
  const diagnostics: Diagnostic[] = [...load.diagnostics];
  const sessionRules = sessionRulesOf(scenario);
  const agents = load.config ? withinLimits(agentsOf(load, load.config, scenario), diagnostics) : null;
  const agent = agents ? selectAgent(agents, scenario.agent, diagnostics) : null;
  const ruleset: readonly Rule[] = agent ? agentRuleset(agent.permission, sessionRules) : Object.freeze([]);
  let unreachableFound: readonly UnreachableRule[] | undefined;
  const unreachable = (): readonly UnreachableRule[] => (unreachableFound ??= agent ? unreachableOf(ruleset, scenario.platform) : []);
  let dead: Uint8Array | undefined;
  const isDead = (i: number): boolean => {
    if (!dead) {
      dead = new Uint8Array(ruleset.length);
      for (const l of unreachable()) dead[l.index] = 1;
    }
    return dead[i] === 1;
  };
  const compiled = compiledRuleset(ruleset, scenario.platform);
  let ruleLintsFound: readonly RuleLint[] | undefined;
  const ruleLints = (): readonly RuleLint[] => (ruleLintsFound ??= ruleLintsOf(ruleset, unreachable(), scenario));
  const queries = scenario.tools ?? deriveToolQueries(load.config, scenario.model);
  const tools: ToolVisibility[] = agent
    ? queries.map((tool) => {
        const seen = visibilityFromLastRule(tool, compiled.lastRule(toolPermission(tool)));
        const byRequest = scenario.request?.tools?.[tool] === false;
        const visible = !byRequest && !seen.hidden;
        const bare = compiled.decide(seen.permission, '*');
        const row: ToolVisibility = {
          tool,
          permission: seen.permission,
          visible,
          hiddenBy: byRequest ? 'request' : seen.hidden ? 'rule' : null,
          lastRule: seen.lastRule,
          reachable: [],
          bare,
          stage: stageOf(bare.action, !visible, bare.isDefault),
        };
        defineLazy(row, 'reachable', () => compiled.reachable(seen.permission, isDead));
        return row;
      })
    : [];
  const probes: ProbeResult[] = scenario.probes.map((probe) => {
    const target = probe.agent && agents ? agents.byKey.get(probe.agent) ?? null : agent;
    if (!target) return { probe, agent: null, decision: null, stage: null, hiddenBy: null, hidingRule: null, passed: null };
    const rules = agentRuleset(target.permission, sessionRules);
    const decision = compiledRuleset(rules, scenario.platform).decide(probe.permission, probe.input);
    const hiding = hidingOf(probe.permission, { tools: target === agent ? tools : [], ruleset: rules, scenario });
    return { probe, agent: target.name, decision, stage: stageOf(decision.action, hiding.hidden), hiddenBy: hiding.hiddenBy, hidingRule: hiding.hidingRule, passed: probe.expect ? probe.expect === decision.action : null };
  });
  const index = indexAnalysis(load.layers, tools, ruleset);
  const analysis: Mutable<Analysis> = { scenario, load, agents, agent, sessionRules, ruleset, tools, probes, lints: [], ruleLints: [], diagnostics, toolStories: [], lostLegacy: [], index };
  defineLazy(analysis, 'lints', () => (lastLists.lints = keptIfSame(lastLists.lints, unreachable().filter((l) => USER_ORIGINS.has(l.rule.origin?.kind ?? '')))));
  defineLazy(analysis, 'ruleLints', () => (lastLists.ruleLints = keptIfSame(lastLists.ruleLints, ruleLints())));
  defineLazy(analysis, 'diagnostics', () => {
    appendAll(diagnostics, lintDiagnostics(ruleLints()));
    return (lastLists.diagnostics = keptIfSame(lastLists.diagnostics, diagnostics));
  });
  // The tools' stories (tools/tool-story.ts): subjects, outcome witnesses, legacy values that lost.
  let story: ReturnType<typeof tellToolStories> | undefined;
  const storyOf = () => (story ??= tellToolStories({ tools, ruleset, config: load.config, provenance: load.provenance, agentKey: agent?.key ?? null, platform: scenario.platform }));
  defineLazy(analysis, 'toolStories', () => storyOf().stories);
  defineLazy(analysis, 'lostLegacy', () => storyOf().lostLegacy);
  return analysis;
}

import { reachableActions } from './tools/reachable.ts';
import { collectGlobInputs } from './lint/glob-intuition-lints.ts';
import { requestRules } from './tools/request-rules.ts';
import { lintDiagnostics, lintRules, type RuleLint } from './lint/rule-lints.ts';
import { deriveToolQueries } from './tools/tool-queries.ts';
import type { Agent, AgentSet } from './agent/agent.ts';
import { buildAgents } from './agent/build-agents.ts';
import type { LoadResult } from './config/load.ts';
import type { Diagnostic } from './diagnostic.ts';
import { evaluate, type Decision } from './permission/evaluate.ts';
import { findUnreachableRules, type UnreachableRule } from './lint/lint.ts';
import type { Rule, RuleAction } from './permission/rule.ts';
import { explainVisibility, toolPermission, visibilityFromLastRule, type ToolVisibilityExplanation } from './permission/visibility.ts';
import { compilePattern } from './permission/wildcard.ts';
import { stageOf, type Stage } from './permission/stage.ts';
import { loadScenario } from './scenario/load-scenario.ts';
import { scenarioProcessPaths } from './scenario/to-loader-input.ts';
import type { Probe, Scenario } from './scenario/scenario.ts';

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
}

/** One probe's outcome. */
export interface ProbeResult {
  readonly probe: Probe;
  readonly agent: string | null;
  readonly decision: Decision | null;
  readonly stage: Stage | null;
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
}

function selectAgent(agents: AgentSet, name: string | undefined, out: Diagnostic[]): Agent | null {
  const wanted = name ?? agents.defaultAgent ?? undefined;
  if (wanted === undefined) {
    out.push({ code: 'no-default-agent', severity: 'error', message: agents.defaultAgentError ?? 'no default agent', path: 'scenario' });
    return null;
  }
  const agent = agents.get(wanted) ?? null;
  if (!agent) out.push({ code: 'unknown-agent', severity: 'error', message: `agent "${wanted}" does not exist; known: ${agents.list.join(', ')}`, path: 'scenario' });
  return agent;
}

/** Which rules of a ruleset have a permission glob that matches a given permission. */
interface PermissionIndex {
  /** Ascending indices of the rules whose permission glob matches `permission`. */
  rulesFor(permission: string): readonly number[];
}

/**
 * Indexes rules by permission glob. On linux and darwin a glob without `*` or `?` matches exactly the
 * permission equal to it (backslashes read as `/`), so literal globs are looked up, and only wildcard
 * globs are matched one by one; win32 folds case, so every glob is matched there. A ruleset with
 * thousands of distinct permission keys then costs per tool what its matching rules cost, not a pass
 * over every key.
 */
function indexPermissions(ruleset: readonly Rule[], platform: Scenario['platform']): PermissionIndex {
  const rulesByGlob = new Map<string, number[]>();
  ruleset.forEach((rule, index) => {
    const list = rulesByGlob.get(rule.permission);
    if (list) list.push(index);
    else rulesByGlob.set(rule.permission, [index]);
  });
  const slash = (text: string) => text.replaceAll('\\', '/');
  const literalGlobs = new Map<string, string[]>();
  const wildcardGlobs: string[] = [];
  for (const glob of rulesByGlob.keys()) {
    if (platform === 'win32' || glob.includes('*') || glob.includes('?')) wildcardGlobs.push(glob);
    else {
      const key = slash(glob);
      const same = literalGlobs.get(key);
      if (same) same.push(glob);
      else literalGlobs.set(key, [glob]);
    }
  }
  const byPermission = new Map<string, readonly number[]>();
  return {
    rulesFor(permission) {
      let indices = byPermission.get(permission);
      if (!indices) {
        const globs = [...(platform === 'win32' ? [] : literalGlobs.get(slash(permission)) ?? []), ...wildcardGlobs.filter((g) => compilePattern(g, platform).match(permission))];
        const merged = globs.flatMap((g) => rulesByGlob.get(g) ?? []);
        indices = globs.length > 1 ? merged.sort((x, y) => x - y) : merged;
        byPermission.set(permission, indices);
      }
      return indices;
    },
  };
}

/** `explainVisibility` from the index: the last rule for the tool's permission decides. */
function visibilityOf(tool: string, ruleset: readonly Rule[], index: PermissionIndex): ToolVisibilityExplanation {
  const indices = index.rulesFor(toolPermission(tool));
  const last = indices.length ? indices[indices.length - 1]! : -1;
  return visibilityFromLastRule(tool, last < 0 ? null : { rule: ruleset[last]!, index: last });
}

/** Origins of rules a user wrote (lints about built-in rules would only be noise). */
const USER_ORIGINS: ReadonlySet<string> = new Set(['config', 'legacy-tools', 'env-permission', 'request']);

/** Runs the whole pipeline on a scenario: load, agents, session rules, visibility, probes, lints. Never throws on user input. */
export function analyze(scenario: Scenario): Analysis {
  const load = loadScenario(scenario);
  const diagnostics: Diagnostic[] = [...load.diagnostics];
  const sessionRules = requestRules(scenario.request?.tools);
  const agents = load.config
    ? buildAgents(load.config, { ...scenarioProcessPaths(scenario), platform: scenario.platform, skillDirs: scenario.skillDirs ?? [], originOf: (p) => load.provenance.originOf(p) })
    : null;
  const agent = agents ? selectAgent(agents, scenario.agent, diagnostics) : null;
  const ruleset: readonly Rule[] = agent ? [...agent.permission, ...sessionRules] : [];
  const unreachable = agent ? findUnreachableRules(ruleset, scenario.platform) : [];
  const isDead = new Uint8Array(ruleset.length);
  for (const l of unreachable) isDead[l.index] = 1;
  const permissions = indexPermissions(ruleset, scenario.platform);
  const lints = unreachable.filter((l) => USER_ORIGINS.has(l.rule.origin?.kind ?? ''));
  const ruleLints = lintRules(ruleset, unreachable, collectGlobInputs(scenario), scenario.platform);
  diagnostics.push(...lintDiagnostics(ruleLints));
  const queries = scenario.tools ?? deriveToolQueries(load.config, scenario.model);
  const tools: ToolVisibility[] = agent
    ? queries.map((tool) => {
        const seen = visibilityOf(tool, ruleset, permissions);
        const byRequest = scenario.request?.tools?.[tool] === false;
        return {
          tool,
          permission: seen.permission,
          visible: !byRequest && !seen.hidden,
          hiddenBy: byRequest ? 'request' : seen.hidden ? 'rule' : null,
          lastRule: seen.lastRule,
          reachable: reachableActions(permissions.rulesFor(seen.permission), ruleset, (i) => isDead[i] === 1),
        };
      })
    : [];
  const hiddenPermissions = new Set(tools.filter((t) => !t.visible).map((t) => t.tool));
  const probes: ProbeResult[] = scenario.probes.map((probe) => {
    const target = probe.agent && agents ? agents.get(probe.agent) ?? null : agent;
    if (!target) return { probe, agent: null, decision: null, stage: null, passed: null };
    const rules = target === agent ? ruleset : [...target.permission, ...sessionRules];
    const decision = evaluate(probe.permission, probe.input, [rules], scenario.platform);
    const isHidden = target === agent ? hiddenPermissions.has(probe.permission) : explainVisibility(probe.permission, rules, scenario.platform).hidden;
    return { probe, agent: target.name, decision, stage: stageOf(decision.action, isHidden), passed: probe.expect ? probe.expect === decision.action : null };
  });
  return { scenario, load, agents, agent, sessionRules, ruleset, tools, probes, lints, ruleLints, diagnostics };
}

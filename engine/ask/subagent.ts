/** Subagent sessions (§9, §10.5): which subagents a parent's task tool offers, and the child session's ruleset and tools. */
import type { Analysis } from '../analyze.ts';
import { stageOf, type Stage } from '../permission/stage.ts';
import type { Agent, AgentSet } from '../agent/agent.ts';
import { deriveSubagentRules } from '../agent/subagent-rules.ts';
import { agentRuleset, compiledRuleset } from '../permission/compiled-ruleset.ts';
import type { Decision, RuleMatch } from '../permission/evaluate.ts';
import { countRules, type RuleSegments } from '../permission/rule-segments.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule } from '../permission/rule.ts';
import { toolPermission, visibilityFromLastRule } from '../permission/visibility.ts';

/** One agent the task tool could start, and whether the parent may start it. */
export interface TaskSubagent {
  /** The config key the agent is looked up by. */
  readonly key: string;
  /** The name the task tool matches (`evaluate("task", name, parent.permission)`). */
  readonly name: string;
  readonly mode: Agent['mode'];
  readonly decision: Decision;
  /** False when the parent's rules deny `task` for this name: the task tool does not even list it. */
  readonly isListed: boolean;
}

/** One tool as the child session sees it, next to what the parent sees. */
export interface SubagentTool {
  readonly tool: string;
  readonly permission: string;
  readonly visible: boolean;
  readonly isVisibleToParent: boolean;
  /** The last rule for the permission in the child's ruleset (the one `disabled` looks at). */
  readonly lastRule: RuleMatch | null;
  /** A bare call (input only catch-all rules match) in the child session. */
  readonly decision: Decision;
  readonly stage: Stage;
}

/** A child session started by the task tool: its rules as the reference builds them, and what it sees. */
export interface SubagentSession {
  readonly parent: string;
  readonly subagent: string;
  readonly call: TaskSubagent;
  /** Whether the parent's model sees the task tool at all (a `task * deny` last hides it). */
  readonly isTaskVisibleToParent: boolean;
  /** The subagent's own rules (defaults, built-in, config), first in the child's ruleset. */
  readonly agentRules: RuleSegments;
  /** The child session's rules: inherited from the parent session, then the subagent defaults. */
  readonly sessionRules: readonly Rule[];
  /** `agentRules ++ sessionRules`: what every call of the child is evaluated against. */
  readonly ruleset: readonly Rule[];
  /** Indices (in `ruleset`) of the rules inherited from the parent session. */
  readonly inherited: readonly number[];
  readonly tools: readonly SubagentTool[];
  /** Deny rules of the parent AGENT: they do not travel (only the parent session's rules do, §10.5). */
  readonly parentAgentDenies: number;
}

/** The task tool's list is decided by the parent's agent rules alone (no session rules). */
const NO_SESSION_RULES: readonly Rule[] = Object.freeze([]);

/** The agents the task tool offers (mode not `primary`), each evaluated against the parent's agent rules only (§9). */
export function listTaskSubagents(parent: Agent, agents: AgentSet, platform: Platform = 'linux'): TaskSubagent[] {
  const parentTask = compiledRuleset(agentRuleset(parent.permission, NO_SESSION_RULES), platform);
  return agents.agents
    .filter((a) => a.mode !== 'primary')
    .map((a) => {
      const decision = parentTask.decide('task', a.name);
      return { key: a.key, name: a.name, mode: a.mode, decision, isListed: decision.action !== 'deny' };
    });
}

/** The child session of `subagentKey` started from a session of `parentKey`; null when either agent does not exist. */
export function buildSubagentSession(analysis: Analysis, parentKey: string, subagentKey: string): SubagentSession | null {
  const { agents, load, scenario } = analysis;
  const parent = agents?.byKey.get(parentKey);
  const child = agents?.byKey.get(subagentKey);
  if (!agents || !parent || !child || !load.config) return null;
  const platform = scenario.platform;
  const call = listTaskSubagents(parent, agents, platform).find((s) => s.key === child.key) ?? {
    key: child.key,
    name: child.name,
    mode: child.mode,
    decision: compiledRuleset(agentRuleset(parent.permission, NO_SESSION_RULES), platform).decide('task', child.name),
    isListed: false,
  };
  // The parent session's stored rules are this request's session rules (per-request tools).
  const sessionRules = deriveSubagentRules(analysis.sessionRules, child, load.config, parent.name);
  const ruleset = agentRuleset(child.permission, Object.freeze(sessionRules));
  const compiled = compiledRuleset(ruleset, platform);
  const inherited = ruleset.flatMap((r, i) => (r.origin?.kind === 'subagent-inherited' ? [i] : []));
  const parentCompiled = compiledRuleset(agentRuleset(parent.permission, analysis.sessionRules), platform);
  const parentSees = (tool: string) => !visibilityFromLastRule(tool, parentCompiled.lastRule(toolPermission(tool))).hidden;
  const tools = analysis.tools.map((t): SubagentTool => {
    const seen = visibilityFromLastRule(t.tool, compiled.lastRule(toolPermission(t.tool)));
    const decision = compiled.decide(seen.permission, '*');
    return {
      tool: t.tool,
      permission: seen.permission,
      visible: !seen.hidden,
      isVisibleToParent: parentSees(t.tool) && scenario.request?.tools?.[t.tool] !== false,
      lastRule: seen.lastRule,
      decision,
      stage: stageOf(decision.action, seen.hidden),
    };
  });
  return {
    parent: parent.key,
    subagent: child.key,
    call,
    isTaskVisibleToParent: parentSees('task') && scenario.request?.tools?.task !== false,
    agentRules: child.permission,
    sessionRules,
    ruleset,
    inherited,
    tools,
    parentAgentDenies: countRules(parent.permission, (r) => r.action === 'deny'),
  };
}

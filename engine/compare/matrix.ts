/** The agents × tools matrix: for every agent, what the model sees of every tool and what its calls can get. */
import type { Analysis } from '../analyze.ts';
import type { AgentMode } from '../agent/agent.ts';
import { agentRuleset, compiledRuleset, type CompiledRuleset } from '../permission/compiled-ruleset.ts';
import type { RuleMatch } from '../permission/evaluate.ts';
import { findUnreachableRules } from '../lint/lint.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, RuleAction } from '../permission/rule.ts';
import { toolPermission, visibilityFromLastRule } from '../permission/visibility.ts';
import { deriveToolQueries } from '../tools/tool-queries.ts';

/** A cell's headline: hidden from the model, or what a bare call (only catch-all rules match) gets. */
export type MatrixStatus = 'hidden' | 'denied' | 'asks' | 'allowed';

/** One agent × tool cell. */
export interface MatrixCell {
  readonly tool: string;
  readonly permission: string;
  readonly status: MatrixStatus;
  readonly hiddenBy: 'request' | 'rule' | null;
  /** Other actions some inputs still get (e.g. `deny` in an allowed cell: denied for some inputs). */
  readonly someInputs: readonly RuleAction[];
  /** The rule behind the status: the last rule for the permission when hidden, else the bare call's winner (null: default ask). */
  readonly rule: RuleMatch | null;
}

/** One agent's row. */
export interface MatrixRow {
  readonly agent: string;
  readonly mode: AgentMode;
  readonly isHidden: boolean;
  readonly isSelected: boolean;
  readonly cells: readonly MatrixCell[];
}

/** Agent rows a screen is given (thousands of rows would freeze the page): the Matrix view asks for this many. */
export const MAX_MATRIX_ROWS = 200;

/** Every agent × every queried tool (the first `maxRows` agents when the builder was given a limit). */
export interface AgentToolMatrix {
  readonly tools: readonly string[];
  readonly rows: readonly MatrixRow[];
  /** How many agents there are in all: more than `rows` holds when they were cut. */
  readonly agentCount: number;
}

const STATUS_OF: Readonly<Record<RuleAction, MatrixStatus>> = { allow: 'allowed', ask: 'asks', deny: 'denied' };

/** The actions calls of a permission can still get (see `CompiledRuleset.reachable`), over the shared compiled form of `ruleset`. */
export function reachableFor(permission: string, ruleset: readonly Rule[], dead: ReadonlySet<number>, platform: Platform): readonly RuleAction[] {
  return compiledRuleset(ruleset, platform).reachable(permission, (i) => dead.has(i));
}

/** One cell for a tool against a full ruleset (agent rules then session rules), compiled once for the whole row. */
function matrixCell(tool: string, compiled: CompiledRuleset, dead: ReadonlySet<number>, isOffByRequest: boolean): MatrixCell {
  const seen = visibilityFromLastRule(tool, compiled.lastRule(toolPermission(tool)));
  const hiddenBy = isOffByRequest ? 'request' : seen.hidden ? 'rule' : null;
  if (hiddenBy) return { tool, permission: seen.permission, status: 'hidden', hiddenBy, someInputs: [], rule: seen.lastRule };
  const bare = compiled.decide(seen.permission, '*');
  const someInputs = compiled.reachable(seen.permission, (i) => dead.has(i)).filter((a) => a !== bare.action);
  return { tool, permission: seen.permission, status: STATUS_OF[bare.action], hiddenBy: null, someInputs, rule: bare.rule ? { rule: bare.rule, index: bare.index } : null };
}

/** The tools a matrix reports: the scenario's `tools`, else those the engine derives from the config and model. */
export function matrixTools(analysis: Analysis): readonly string[] {
  return analysis.tools.length > 0 ? analysis.tools.map((t) => t.tool) : analysis.scenario.tools ?? deriveToolQueries(analysis.load.config, analysis.scenario.model);
}

/**
 * Builds the agents × tools matrix from an analysis (with this request's session rules): every agent, or the first
 * `maxRows` in list order (a screen shows that many; at 20,000 agents the whole matrix was 180,000 cells to build and post).
 */
export function buildAgentToolMatrix(analysis: Analysis, maxRows = Number.POSITIVE_INFINITY): AgentToolMatrix {
  const { agents, scenario, sessionRules } = analysis;
  const tools = matrixTools(analysis);
  if (!agents) return { tools, rows: [], agentCount: 0 };
  const listed = agents.agents.length > maxRows ? agents.agents.slice(0, Math.max(0, maxRows)) : agents.agents;
  const rows = listed.map((agent): MatrixRow => {
    const ruleset = agentRuleset(agent.permission, sessionRules);
    const compiled = compiledRuleset(ruleset, scenario.platform);
    const dead = new Set(findUnreachableRules(ruleset, scenario.platform).map((u) => u.index));
    return {
      agent: agent.key,
      mode: agent.mode,
      isHidden: agent.hidden === true,
      isSelected: analysis.agent?.key === agent.key,
      cells: tools.map((tool) => matrixCell(tool, compiled, dead, scenario.request?.tools?.[tool] === false)),
    };
  });
  return { tools, rows, agentCount: agents.agents.length };
}

import { agentRuleset, explainDecision, explainRule, buildSubagentSession, listTaskSubagents, type Analysis, type ExplainedRule, type SentencePart, type SubagentSession, type TaskSubagent, stageOf, type StageKind } from '../../../engine/index.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';

/** The task tool's list is decided by the parent's agent rules alone. */
const NO_SESSION_RULES: readonly never[] = Object.freeze([]);

/** One tool row: what the parent's model sees, and what the child's model sees and a bare call gets. */
export interface SubagentToolRow {
  readonly tool: string;
  readonly parent: 'visible' | 'hidden';
  readonly child: StageKind;
  /** The child rule that decides visibility (`disabled` looks at the last rule for the permission). */
  readonly lastRule: ExplainedRule | null;
}

/** The Subagents tab: the choices, the task tool's answer, and the child session. */
export interface SubagentView {
  readonly parents: readonly string[];
  readonly subagents: readonly TaskSubagent[];
  readonly parent: string;
  readonly child: string | null;
  /** `evaluate("task", name, parent.permission)` in words. */
  readonly call: readonly SentencePart[] | null;
  readonly session: SubagentSession | null;
  /** The child session's rules (after the subagent's own rules), named. */
  readonly sessionRules: readonly ExplainedRule[];
  readonly tools: readonly SubagentToolRow[];
}

/** Builds the tab from the analysis and the user's choice (null: the selected agent, the first listed subagent). */
export function toSubagentView(analysis: Analysis, parentChoice: string | null, childChoice: string | null): SubagentView | null {
  const agents = analysis.agents;
  if (!agents || !analysis.agent) return null;
  const parentKey = parentChoice && agents.byKey.get(parentChoice) ? parentChoice : analysis.agent.key;
  const parent = agents.byKey.get(parentKey)!;
  const platform = analysis.scenario.platform;
  const subagents = listTaskSubagents(parent, agents, platform);
  const child = childChoice && subagents.some((s) => s.key === childChoice) ? childChoice : (subagents.find((s) => s.isListed) ?? subagents[0])?.key ?? null;
  const session = child ? buildSubagentSession(analysis, parentKey, child) : null;
  const show = (file: string) => toDisplayPath(file, analysis.scenario);
  const call = session
    ? explainDecision(session.call.decision, { permission: 'task', input: session.call.name, ruleset: agentRuleset(parent.permission, NO_SESSION_RULES), platform, hiddenBy: null, displayPath: show }).sentence
    : null;
  const offset = session?.agentRules.length ?? 0;
  return {
    parents: agents.agents.map((a) => a.key),
    subagents,
    parent: parentKey,
    child,
    call,
    session,
    sessionRules: session ? session.sessionRules.map((rule, i) => explainRule({ rule, index: offset + i }, show)) : [],
    tools: session
      ? session.tools.map((t) => ({
          tool: t.tool,
          parent: t.isVisibleToParent ? 'visible' : 'hidden',
          child: stageOf(t.decision.action, !t.visible, t.decision.isDefault),
          lastRule: t.lastRule ? explainRule(t.lastRule, show) : null,
        }))
      : [],
  };
}

import { agentRuleset, checkCall, explainDecision, type Analysis, type DecisionExplanation, type ExplainContext } from '../../../engine/index.ts';
import type { ExplainTarget } from '../../store/slices/explain-slice.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';

/** The card's content: a title naming what is explained, and the engine's explanation. */
export interface ExplanationView {
  /** `edit (tool), a bare call`, `bash "git status"`, `probe 2: edit "src/a.ts"`. */
  readonly title: string;
  readonly agent: string;
  readonly explanation: DecisionExplanation;
}

/** Explains the target against the analysis; null when it cannot be decided (no agent, unknown tool or probe). */
export function toExplanation(analysis: Analysis, target: ExplainTarget): ExplanationView | null {
  const { agent, scenario, ruleset } = analysis;
  if (!agent) return null;
  const platform = scenario.platform;
  const displayPath = (file: string) => toDisplayPath(file, scenario);
  const base = { platform, displayPath } as const;
  switch (target.kind) {
    case 'tool': {
      const t = analysis.index.toolById.get(target.tool);
      if (!t) return null;
      const ctx: ExplainContext = { ...base, permission: t.permission, input: '*', ruleset, hiddenBy: t.hiddenBy, tool: t.tool, hidingRule: t.lastRule };
      return { title: `${t.tool} (tool), a bare call`, agent: agent.name, explanation: explainDecision(t.bare, ctx) };
    }
    case 'check': {
      const checked = checkCall(analysis, target.permission, target.input);
      if (!checked?.decision) return null;
      const { hiding } = checked;
      const ctx: ExplainContext = { ...base, permission: target.permission, input: target.input, ruleset, hiddenBy: hiding.hiddenBy, tool: hiding.tool, hidingRule: hiding.hidingRule };
      return { title: `${target.permission} ${JSON.stringify(target.input)}`, agent: agent.name, explanation: explainDecision(checked.decision, ctx) };
    }
    case 'probe': {
      const r = analysis.probes[target.index];
      if (!r?.decision || !r.agent) return null;
      const probeAgent = r.probe.agent ? analysis.agents?.byKey.get(r.probe.agent) : agent;
      if (!probeAgent) return null;
      const rules = agentRuleset(probeAgent.permission, analysis.sessionRules);
      const ctx: ExplainContext = { ...base, permission: r.probe.permission, input: r.probe.input, ruleset: rules, hiddenBy: r.hiddenBy, hidingRule: r.hidingRule };
      return { title: `probe ${target.index + 1}: ${r.probe.permission} ${JSON.stringify(r.probe.input)}`, agent: r.agent, explanation: explainDecision(r.decision, ctx) };
    }
  }
}

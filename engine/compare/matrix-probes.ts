/** The tools × probe inputs matrix for one agent: every tool's permission decided against every probe input. */
import type { Analysis } from '../analyze.ts';
import { stageOf, type Stage } from '../permission/stage.ts';
import { agentRuleset, compiledRuleset } from '../permission/compiled-ruleset.ts';
import type { Decision } from '../permission/evaluate.ts';
import { toolPermission } from '../permission/visibility.ts';
import { hidingOf } from '../tools/permission-hiding.ts';
import { matrixTools } from './matrix.ts';

/** One tool × input cell. */
export interface ProbeMatrixCell {
  readonly input: string;
  readonly decision: Decision;
  readonly stage: Stage;
}

/** One tool's row. */
export interface ProbeMatrixRow {
  readonly tool: string;
  readonly permission: string;
  readonly isHidden: boolean;
  readonly cells: readonly ProbeMatrixCell[];
}

/** Tools × the distinct inputs of the scenario's probes, for one agent. */
export interface ProbeMatrix {
  /** The agent's key; null when it does not exist (then there are no rows). */
  readonly agent: string | null;
  readonly inputs: readonly string[];
  readonly rows: readonly ProbeMatrixRow[];
  /** How many distinct inputs were left out beyond `MAX_MATRIX_INPUTS`. */
  readonly inputsLeftOut: number;
}

/** Columns beyond this many distinct inputs are left out (the grid stops being readable). */
export const MAX_MATRIX_INPUTS = 40;

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Builds the tools × probe inputs matrix for an agent (default: the selected one); probe permissions that are no tool get rows too. */
export function buildProbeMatrix(analysis: Analysis, agentKey?: string): ProbeMatrix {
  const agent = agentKey !== undefined ? analysis.agents?.byKey.get(agentKey) ?? null : analysis.agent;
  const allInputs = distinct(analysis.scenario.probes.map((p) => p.input));
  const inputs = allInputs.slice(0, MAX_MATRIX_INPUTS);
  const inputsLeftOut = allInputs.length - inputs.length;
  if (!agent) return { agent: null, inputs, rows: [], inputsLeftOut };
  const { scenario } = analysis;
  const ruleset = agentRuleset(agent.permission, analysis.sessionRules);
  const compiled = compiledRuleset(ruleset, scenario.platform);
  // The selected agent's tools are analysed already; another agent's are answered from its own rules.
  const hiding = { tools: agent === analysis.agent ? analysis.tools : [], ruleset, scenario };
  const tools = distinct([...matrixTools(analysis), ...analysis.scenario.probes.map((p) => p.permission)]);
  const rows = tools.map((tool): ProbeMatrixRow => {
    const permission = toolPermission(tool);
    const isHidden = hidingOf(tool, hiding).hidden;
    const cells = inputs.map((input) => {
      const decision = compiled.decide(permission, input);
      return { input, decision, stage: stageOf(decision.action, isHidden) };
    });
    return { tool, permission, isHidden, cells };
  });
  return { agent: agent.key, inputs, rows, inputsLeftOut };
}

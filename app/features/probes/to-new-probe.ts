import { isRuleAction, toComparedInput, type ComparedPlace, type Probe } from '../../../engine/index.ts';
import type { AgentPickerModel } from '../../frame/to-agent-options.ts';

/** The fields of the add-probe form. */
export interface ProbeDraft {
  readonly permission: string;
  readonly input: string;
  readonly agent: string;
  readonly expect: string;
}

/** The form's agent choice: "selected agent" (the probe names none) first, then every agent by name; `chosen` '' is the first. */
export function toProbeAgentModel(agents: readonly string[], chosen: string): AgentPickerModel {
  return { options: [{ value: '', label: 'selected agent' }, ...agents.map((name) => ({ value: name, label: name }))], value: chosen, errors: [] };
}

/** A probe from the form, or null when the permission is empty; an empty agent or expectation is left out. */
export function toNewProbe(draft: ProbeDraft): Probe | null {
  const permission = draft.permission.trim();
  if (permission === '') return null;
  const agent = draft.agent.trim();
  return { permission, input: draft.input, ...(agent ? { agent } : {}), ...(isRuleAction(draft.expect) ? { expect: draft.expect } : {}) };
}

/** The tester's check as a probe: the input as the tester compares it (paths relative to the worktree), expecting what it gets now. */
export function toTesterProbe(permission: string, input: string, place: ComparedPlace, action: Probe['expect']): Probe | null {
  const compared = toComparedInput(permission, input, place).value;
  return toNewProbe({ permission, input: compared, agent: '', expect: action ?? '' });
}

import type { buildAgentToolMatrix, buildProbeMatrix, Scenario, ScenarioDiff } from '../../../engine/index.ts';

/** The engine's matrices (the door exports their builders). */
export type AgentToolMatrix = ReturnType<typeof buildAgentToolMatrix>;
export type ProbeMatrix = ReturnType<typeof buildProbeMatrix>;

/** A heavy view's computation: the agents × tools matrix (and one agent's probe grid), or a scenario diff. */
export type ViewJob =
  | { readonly kind: 'matrix'; readonly scenario: Scenario; readonly agent: string | null }
  | { readonly kind: 'diff'; readonly before: Scenario; readonly after: Scenario };

/** What a job gives: plain data, the same whether it ran here or in the worker. */
export type ViewResult =
  | { readonly kind: 'matrix'; readonly matrix: AgentToolMatrix; readonly probes: ProbeMatrix; readonly selectedAgent: string | null }
  | { readonly kind: 'diff'; readonly diff: ScenarioDiff };

/** What the page asks the view worker (ids only grow, so an old answer is told from a newer one). */
export interface ViewRequest {
  readonly id: number;
  readonly job: ViewJob;
}

/** What the view worker answers. */
export type ViewReply = { readonly id: number; readonly kind: 'ok'; readonly result: ViewResult } | { readonly id: number; readonly kind: 'failed'; readonly message: string };

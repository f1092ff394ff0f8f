import type { buildAgentToolMatrix, buildProbeMatrix, ImportDetection, Scenario, ScenarioDiff } from '../../../engine/index.ts';

/** The engine's matrices (the door exports their builders). */
export type AgentToolMatrix = ReturnType<typeof buildAgentToolMatrix>;
export type ProbeMatrix = ReturnType<typeof buildProbeMatrix>;

/** A heavy view's computation: the agents × tools matrix (and one agent's probe grid), a scenario diff, or what a pasted or opened text is. */
export type ViewJob =
  | { readonly kind: 'matrix'; readonly scenario: Scenario; readonly agent: string | null }
  | { readonly kind: 'diff'; readonly before: Scenario; readonly after: Scenario }
  | { readonly kind: 'detect'; readonly text: string; readonly fileName: string | null; readonly scenario: Scenario };

/** What a job gives: plain data, the same whether it ran here or in the worker. */
export type ViewResult =
  | { readonly kind: 'matrix'; readonly matrix: AgentToolMatrix; readonly probes: ProbeMatrix; readonly selectedAgent: string | null }
  | { readonly kind: 'diff'; readonly diff: ScenarioDiff }
  | { readonly kind: 'detect'; readonly detection: ImportDetection };

/** What the page asks the view worker (ids only grow, so an old answer is told from a newer one). */
export interface ViewRequest {
  readonly id: number;
  readonly job: ViewJob;
}

/** What the view worker answers. */
export type ViewReply = { readonly id: number; readonly kind: 'ok'; readonly result: ViewResult } | { readonly id: number; readonly kind: 'failed'; readonly message: string };

import { describeVisibilityChange, DIRECTION_WORDS, type FixProposal, STAGE_LABELS, stageOf } from '../../../engine/index.ts';

type SideEffects = FixProposal['sideEffects'];
type ProbeSide = SideEffects['probes'][number]['before'];

/** One thing a fix changes besides its target, in words. */
export interface SideEffectLine {
  readonly kind: 'probe' | 'tool' | 'error';
  /** What changes: `edit src/app.ts`, `plan × edit`, or the config. */
  readonly subject: string;
  /** A probe's `Hidden from the model → Denied at execute`; a tool's change in the engine's words (`now denied for some inputs`). */
  readonly change: string;
  /** `More permissive`, `Less permissive`, ...; null for a load error. */
  readonly direction: string | null;
  /** True when the change opens something (more permissive, or depends on the input): worth a second look. */
  readonly isOpening: boolean;
  /** How many agent × tool cells the line stands for (tool lines group agents with the same change). */
  readonly count?: number;
}

/** The screen's words for one side of a probe: its stage label, or why nothing was decided. */
export function toProbeSideText(side: ProbeSide): string {
  if (!side.decision || !side.stage) return 'not decided';
  return STAGE_LABELS[stageOf(side.decision.action, side.stage === 'hidden', side.decision.isDefault)];
}

/** Every probe, agent × tool cell and load error the edit changes, opening changes first. */
export function toSideEffectLines(diff: SideEffects): SideEffectLine[] {
  const out: SideEffectLine[] = [];
  if (diff.errors.after && diff.errors.after !== diff.errors.before) {
    out.push({ kind: 'error', subject: 'the config', change: diff.errors.after, direction: null, isOpening: false });
  }
  for (const p of diff.probes) {
    const subject = `${p.probe.agent ? `@${p.probe.agent} ` : ''}${p.probe.permission} ${p.probe.input === '' ? '(empty)' : p.probe.input}`;
    out.push({ kind: 'probe', subject, change: `${toProbeSideText(p.before)} → ${toProbeSideText(p.after)}`, direction: DIRECTION_WORDS[p.direction], isOpening: p.direction === 'more' || p.direction === 'unclear' });
  }
  // One line per tool and change: "edit for 7 agents: build, plan, …" reads better than seven lines.
  const groups = new Map<string, { tool: string; change: string; direction: SideEffects['visibilities'][number]['direction']; agents: string[] }>();
  for (const v of diff.visibilities) {
    const change = describeVisibilityChange(v.before, v.after);
    const key = JSON.stringify([v.tool, change, v.direction]);
    const group = groups.get(key) ?? { tool: v.tool, change, direction: v.direction, agents: [] };
    group.agents.push(v.agent);
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    const subject = g.agents.length === 1 ? `${g.agents[0]} × ${g.tool}` : `${g.tool} for ${g.agents.length} agents (${g.agents.join(', ')})`;
    out.push({ kind: 'tool', subject, change: g.change, direction: DIRECTION_WORDS[g.direction], isOpening: g.direction === 'more' || g.direction === 'unclear', count: g.agents.length });
  }
  const rank = (l: SideEffectLine) => (l.kind === 'error' ? 0 : l.isOpening ? 1 : 2);
  return out.map((line, i) => ({ line, i })).sort((x, y) => rank(x.line) - rank(y.line) || x.i - y.i).map((x) => x.line);
}

/** The one line above the list: how many probes and agent × tool cells change, or that nothing else does. */
export function toSideEffectSummary(lines: readonly SideEffectLine[]): string {
  const probes = lines.filter((l) => l.kind === 'probe').length;
  const tools = lines.filter((l) => l.kind === 'tool').reduce((n, l) => n + (l.count ?? 1), 0);
  const hasError = lines.some((l) => l.kind === 'error');
  if (probes === 0 && tools === 0 && !hasError) return 'Nothing else changes: no other probe, tool visibility or agent.';
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const parts = [n(probes, 'other probe', 'other probes'), n(tools, 'agent × tool cell', 'agent × tool cells')];
  return `${hasError ? 'The reference would refuse the config. ' : ''}Also changes ${parts.join(' and ')}.`;
}

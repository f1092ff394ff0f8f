import { decodePermalink, DIRECTION_WORDS, MATRIX_WORDS, MAX_DIFF_CHANGES, parseScenarioText, type ProbeSide, type ScenarioDiff, type Scenario } from '../../../engine/index.ts';

/** The screen's words for a direction. */
export { DIRECTION_WORDS };

/** What a pasted text or a dropped file gave: a scenario to compare with, or why not. */
export type DiffTarget = { readonly kind: 'ok'; readonly scenario: Scenario } | { readonly kind: 'error'; readonly message: string };

/** Reads a pasted playground link (or hash) or scenario JSON text into a scenario to compare with. Never throws. */
export function toDiffTarget(text: string): DiffTarget {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'error', message: 'Paste a playground link or a scenario JSON first.' };
  if (trimmed.startsWith('{')) {
    const r = parseScenarioText(trimmed, 'pasted scenario');
    return r.scenario ? { kind: 'ok', scenario: r.scenario } : { kind: 'error', message: r.diagnostics.map((d) => d.message).join('; ') };
  }
  const link = decodePermalink(trimmed);
  return link.kind === 'ok' ? { kind: 'ok', scenario: link.scenario } : { kind: 'error', message: link.diagnostics.map((d) => d.message).join('; ') };
}

/** One side of a changed probe, as a cell: `deny (Hidden from the model)`. */
export function toSideText(side: ProbeSide): string {
  if (!side.decision) return 'not decided';
  return `${side.decision.action}${side.stage === 'hidden' ? ' (hidden from the model)' : ''}`;
}

/** The one-line summary above the lists. */
export function toDiffSummary(diff: ScenarioDiff): string {
  if (diff.isSame) return `No differences: ${diff.probesCompared} probes get the same decisions, and values, rules and visibilities match.`;
  const n = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
  return [n(diff.totals.probes, 'decision'), n(diff.totals.visibilities, 'agent × tool cell'), n(diff.totals.rules, 'rule'), n(diff.values.length + diff.valuesLeftOut, 'merged value')].join(', ') + ` changed (${diff.probesCompared} probes compared)`;
}

/** A visibility cell as text for one side. */
export function toStatusText(cell: { readonly status: keyof typeof MATRIX_WORDS } | null): string {
  return cell ? MATRIX_WORDS[cell.status] : 'no such agent';
}

/** Rows of one changed list beyond this many are left out (100,000 added rules would freeze the page); the engine cuts the lists it gives a screen to the same length. */
export const MAX_DIFF_ROWS = MAX_DIFF_CHANGES;

/** The note under a capped list: `Showing the first 200 of 5000 changed rules.`; null when nothing was left out. */
export function toShownNote(shown: number, total: number, what: string): string | null {
  return total > shown ? `Showing the first ${shown} of ${total} ${what}.` : null;
}

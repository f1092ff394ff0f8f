import { describeOrigin, ruleKeyLabel, type MatrixCell } from '../../../engine/index.ts';

export { toCellText } from '../../shared/to-cell-text.ts';

/** The cell's tooltip: the rule behind it, in the engine's words. */
export function toCellTitle(cell: MatrixCell): string {
  if (cell.hiddenBy === 'request') return `this request sets tools.${cell.tool} = false`;
  if (!cell.rule) return `no rule for ${cell.permission}: default ask`;
  const r = cell.rule.rule;
  const what = cell.status === 'hidden' ? `the last rule for ${cell.permission} denies "*"` : 'a bare call gets';
  return `${what}: #${cell.rule.index} ${ruleKeyLabel(r.origin, r)} ${describeOrigin(r.origin)}`;
}

/** Agent rows beyond this many are left out of the grid (thousands of rows would freeze the page): the engine builds no more. */
export { MAX_MATRIX_ROWS } from '../../../engine/index.ts';

/** The note under a capped list: `Showing the first 200 of 20000 agents.`; null when nothing was left out. */
export function toShownNote(shown: number, total: number, what: string): string | null {
  return total > shown ? `Showing the first ${shown} of ${total} ${what}.` : null;
}

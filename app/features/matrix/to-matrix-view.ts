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

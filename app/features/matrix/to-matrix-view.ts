import { describeOrigin, ruleKeyLabel, type MatrixCell, type MatrixStatus, type RuleAction } from '../../../engine/index.ts';

/** The screen's short words for a matrix status. */
export const MATRIX_WORDS: Readonly<Record<MatrixStatus, string>> = { hidden: 'Hidden', denied: 'Denied', asks: 'Asks', allowed: 'Allowed' };

const SOME_WORDS: Readonly<Record<RuleAction, string>> = { allow: 'allowed', ask: 'asks', deny: 'denied' };

/** A cell as text: the status, then what some inputs get (`Allowed; denied for some inputs`). */
export function toCellText(cell: MatrixCell): string {
  const some = cell.someInputs.map((a) => `${SOME_WORDS[a]} for some inputs`);
  return [MATRIX_WORDS[cell.status], ...some].join('; ');
}

/** The cell's tooltip: the rule behind it, in the engine's words. */
export function toCellTitle(cell: MatrixCell): string {
  if (cell.hiddenBy === 'request') return `this request sets tools.${cell.tool} = false`;
  if (!cell.rule) return `no rule for ${cell.permission}: default ask`;
  const r = cell.rule.rule;
  const what = cell.status === 'hidden' ? `the last rule for ${cell.permission} denies "*"` : 'a bare call gets';
  return `${what}: #${cell.rule.index} ${ruleKeyLabel(r.origin, r)} ${describeOrigin(r.origin)}`;
}

/** The Rules tab's filter: by permission, pattern or key text, action, layer and lint. */
import type { RuleSource } from '../../shared/rule/to-rule-source.ts';
import { matchesWords, toOptions, toQueryWords, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';
import type { RuleRow } from './to-rule-rows.ts';

/** The lint choices of the Rules filter: any lint, or one kind. */
export const RULE_LINT_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'any', label: 'any lint' },
  { value: 'never-wins', label: 'can never win' },
  { value: 'never-matches', label: 'never matches' },
  { value: 'glob', label: 'glob reading differs' },
  { value: 'none', label: 'no lint' },
];

/** The layer a rule is filed under: its layer's source (`project`, `global`…), else built-in or this request. */
export function toRuleLayer(source: RuleSource): string {
  return source.layer ?? (source.isSession ? 'this request' : 'built-in');
}

function lintsOf(row: RuleRow): string[] {
  return [row.coveredBy !== null ? 'never-wins' : '', row.neverMatches ? 'never-matches' : '', row.globIntuition ? 'glob' : ''].filter((k) => k !== '');
}

function matchesLint(row: RuleRow, kind: string): boolean {
  if (kind === '') return true;
  const lints = lintsOf(row);
  if (kind === 'any') return lints.length > 0;
  if (kind === 'none') return lints.length === 0;
  return lints.includes(kind);
}

/** The rows the filter lets through, in evaluation order (the text is looked for in the permission, the pattern, the key as written, and where it comes from). */
export function filterRuleRows(rows: readonly RuleRow[], filter: ListFilter): readonly RuleRow[] {
  const words = toQueryWords(filter.text);
  if (words.length === 0 && filter.action === '' && filter.layer === '' && filter.kind === '') return rows;
  return rows.filter(
    (r) =>
      (filter.action === '' || r.action === filter.action) &&
      (filter.layer === '' || toRuleLayer(r.source) === filter.layer) &&
      matchesLint(r, filter.kind) &&
      matchesWords(words, [r.permission, r.pattern, r.source.label, r.source.locationText, r.source.origin]),
  );
}

/** The layers the rules come from, for the layer choice. */
export function toRuleLayerOptions(rows: readonly RuleRow[]): string[] {
  return toOptions(rows.map((r) => toRuleLayer(r.source)));
}

/** What every long list (Rules, Merged, Probes, Matrix) filters by, and the pure matching they share. */
import type { RuleAction } from '../../../engine/index.ts';
import { formatCount } from '../format-count.ts';

/** A list's filter: free text (permission, pattern, key path, agent…), an action, a layer, and a list-specific kind (lint, result, status). */
export interface ListFilter {
  readonly text: string;
  readonly action: RuleAction | '';
  readonly layer: string;
  readonly kind: string;
}

/** No filter: every row shows. */
export const EMPTY_FILTER: ListFilter = { text: '', action: '', layer: '', kind: '' };

/** Whether a filter lets every row through. */
export function isEmptyFilter(filter: ListFilter): boolean {
  return filter.text.trim() === '' && filter.action === '' && filter.layer === '' && filter.kind === '';
}

/** The text's words, lowercased: a row shows when each word is found in one of its texts. */
export function toQueryWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((w) => w !== '');
}

/** Whether every query word is a substring of at least one of the texts (case-insensitive); no words matches all. */
export function matchesWords(words: readonly string[], texts: readonly (string | null | undefined)[]): boolean {
  if (words.length === 0) return true;
  const lower = texts.filter((t): t is string => typeof t === 'string' && t !== '').map((t) => t.toLowerCase());
  return words.every((w) => lower.some((t) => t.includes(w)));
}

/** `42 of 706 rules` when filtered, `706 rules` when not (one/many noun). */
export function toCountText(shown: number, total: number, noun: readonly [one: string, many: string]): string {
  const name = total === 1 ? noun[0] : noun[1];
  return shown === total ? `${formatCount(total)} ${name}` : `${formatCount(shown)} of ${formatCount(total)} ${name}`;
}

/** The distinct values in first-seen order (a select's options). */
export function toOptions(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const v of values) if (typeof v === 'string' && v !== '') seen.add(v);
  return [...seen];
}

/** The Matrix tab's filter: agent or tool text, and a cell status (hidden, denied, asks, allowed). */
import { MATRIX_WORDS, type MatrixStatus } from '../../../engine/index.ts';
import { matchesWords, toQueryWords, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';

/** What the filter needs of a matrix row. */
export interface FilterableRow {
  readonly agent: string;
  readonly mode: string;
  readonly cells: readonly { readonly tool: string; readonly status: MatrixStatus }[];
}

/** The status choices of the Matrix filter, in the matrix's words. */
export const MATRIX_STATUS_OPTIONS: readonly { readonly value: MatrixStatus; readonly label: string }[] = (['hidden', 'denied', 'asks', 'allowed'] as const).map((s) => ({ value: s, label: MATRIX_WORDS[s] }));

/** The rows and tool columns to show: text naming tools narrows the columns, else it names agents; a status keeps agents with a shown cell of it. */
export function filterMatrix<R extends FilterableRow>(tools: readonly string[], rows: readonly R[], filter: ListFilter): { readonly tools: readonly string[]; readonly rows: readonly R[] } {
  const words = toQueryWords(filter.text);
  if (words.length === 0 && filter.kind === '') return { tools, rows };
  const namedTools = words.length ? tools.filter((t) => matchesWords(words, [t])) : [];
  const shownTools = namedTools.length ? namedTools : tools;
  const shown = new Set(shownTools);
  const kept = rows.filter(
    (r) =>
      (namedTools.length > 0 || matchesWords(words, [r.agent, r.mode])) &&
      (filter.kind === '' || r.cells.some((c) => shown.has(c.tool) && c.status === filter.kind)),
  );
  return { tools: shownTools, rows: kept };
}

/** The Probes tab's filter: by permission, input or agent text, the decided action, the deciding rule's layer, and the result. */
import { matchesWords, toOptions, toQueryWords, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';
import type { ProbeRow } from './to-probe-rows.ts';

/** The result choices of the Probes filter. */
export const PROBE_RESULT_OPTIONS: readonly { readonly value: ProbeRow['verdict']; readonly label: string }[] = [
  { value: 'fail', label: 'failing' },
  { value: 'pass', label: 'passing' },
  { value: 'none', label: 'no expectation' },
  { value: 'undecided', label: 'not decided' },
];

/** The layer a probe's deciding rule comes from (`project`…), `built-in`, or `no rule` (the default applied). */
export function toProbeLayer(row: ProbeRow): string {
  if (!row.rule) return 'no rule';
  return row.rule.source.layer ?? (row.rule.source.isSession ? 'this request' : 'built-in');
}

/** The rows the filter lets through, in the scenario's order. */
export function filterProbeRows(rows: readonly ProbeRow[], filter: ListFilter): readonly ProbeRow[] {
  const words = toQueryWords(filter.text);
  if (words.length === 0 && filter.action === '' && filter.layer === '' && filter.kind === '') return rows;
  return rows.filter(
    (r) =>
      (filter.action === '' || r.action === filter.action) &&
      (filter.layer === '' || toProbeLayer(r) === filter.layer) &&
      (filter.kind === '' || r.verdict === filter.kind) &&
      matchesWords(words, [r.permission, r.input, r.agent, r.rule?.source.label, r.rule?.source.locationText]),
  );
}

/** The layers the probes' deciding rules come from, for the layer choice. */
export function toProbeLayerOptions(rows: readonly ProbeRow[]): string[] {
  return toOptions(rows.map(toProbeLayer));
}

/** The result panel's tabs, in screen order: the one list the tab union, the tab bar and the link's view derive from. */
export const RESULT_TABS = [
  { id: 'tools', label: 'Tools' },
  { id: 'tester', label: 'Tester' },
  { id: 'rules', label: 'Rules' },
  { id: 'merged', label: 'Merged' },
  { id: 'probes', label: 'Probes' },
  { id: 'matrix', label: 'Matrix' },
  { id: 'diff', label: 'Diff' },
  { id: 'subagents', label: 'Subagents' },
  { id: 'simulator', label: 'Simulator' },
  { id: 'learn', label: 'Learn' },
] as const;

/** One result tab's id. */
export type ResultTab = (typeof RESULT_TABS)[number]['id'];

/** The tab a fresh page opens on (and a link leaves out). */
export const DEFAULT_RESULT_TAB: ResultTab = 'tools';

/** The result tab named by `value` (a link's view, say), or null when no tab has that id. */
export function toResultTab(value: unknown): ResultTab | null {
  return RESULT_TABS.find((t) => t.id === value)?.id ?? null;
}

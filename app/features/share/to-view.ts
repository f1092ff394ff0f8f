import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import { ENV_TAB, type ResultTab } from '../../store/view-slice.ts';

/** The result tabs a link may select; a Record, so a new tab in the view slice fails the typecheck until it is listed. */
const IS_RESULT_TAB: Readonly<Record<ResultTab, true>> = { tools: true, tester: true, rules: true, merged: true, probes: true, matrix: true, diff: true, subagents: true, simulator: true, learn: true };
const RESULT_TABS = Object.keys(IS_RESULT_TAB) as ResultTab[];

/** The view to store in a link: only what differs from a fresh page. */
export function toLinkView(selectedTab: string, resultTab: ResultTab): PermalinkView {
  return { ...(selectedTab ? { selectedTab } : {}), ...(resultTab !== 'tools' ? { resultTab } : {}) };
}

/** The tabs to open from a link's view, or null for each one the scenario cannot show. */
export function toStoreView(view: PermalinkView, scenario: Scenario): { selectedTab: string | null; resultTab: ResultTab | null } {
  const tab = view.selectedTab;
  const selectedTab = tab !== undefined && (tab === ENV_TAB || scenario.files.some((f) => f.path === tab)) ? tab : null;
  const resultTab = RESULT_TABS.find((t) => t === view.resultTab) ?? null;
  return { selectedTab, resultTab };
}

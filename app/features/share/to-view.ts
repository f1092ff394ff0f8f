import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import { DEFAULT_RESULT_TAB, toResultTab, type ResultTab } from '../../store/result-tabs.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';

/** The view to store in a link: only what differs from a fresh page. */
export function toLinkView(selectedTab: string, resultTab: ResultTab): PermalinkView {
  return { ...(selectedTab ? { selectedTab } : {}), ...(resultTab !== DEFAULT_RESULT_TAB ? { resultTab } : {}) };
}

/** The tabs to open from a link's view, or null for each one the scenario cannot show. */
export function toStoreView(view: PermalinkView, scenario: Scenario): { selectedTab: string | null; resultTab: ResultTab | null } {
  const tab = view.selectedTab;
  const selectedTab = tab !== undefined && (tab === ENV_TAB || scenario.files.some((f) => f.path === tab)) ? tab : null;
  const resultTab = toResultTab(view.resultTab);
  return { selectedTab, resultTab };
}

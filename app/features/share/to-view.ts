import type { PermalinkView } from '../../../engine/scenario/permalink.ts';
import type { Scenario } from '../../../engine/scenario/scenario.ts';
import { ENV_TAB, type ResultTab } from '../../store/view-slice.ts';

/** The result tabs a link may select. */
const RESULT_TABS: readonly ResultTab[] = ['tools', 'tester', 'rules', 'merged'];

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

import type { LayerTab } from '../to-tabs.ts';
import { toTabWindow } from './to-tab-window.ts';

/** How many entries the "All layers" menu renders at once. */
export const MENU_LIMIT = 100;
/** From this many layers on, the menu has a filter box. */
export const FILTER_FROM = 25;

/** One group of the menu, in the order its first entry comes. */
export interface MenuGroup {
  readonly name: string;
  readonly items: readonly LayerTab[];
}

/** What the "All layers" menu shows for a filter text. */
export interface MenuView {
  readonly groups: readonly MenuGroup[];
  /** Entries rendered. */
  readonly shown: number;
  /** Entries that match the filter (all of them without one). */
  readonly matches: number;
  /** Matching entries left out before and after the rendered ones. */
  readonly before: number;
  readonly after: number;
  readonly hasFilter: boolean;
}

/** The text each tab is found by: its displayed path and its path, lower-cased once per list of tabs. */
export function toSearchKeys(tabs: readonly LayerTab[]): string[] {
  return tabs.map((t) => `${t.label}\n${t.path}`.toLowerCase());
}

/**
 * The menu's entries, grouped as the strip groups them: without a filter, every layer when they are few, else a window
 * of `limit` around the current one; with a filter (matched anywhere in the displayed path or the path, any case),
 * the first `limit` matches.
 */
export function toMenuView(tabs: readonly LayerTab[], keys: readonly string[], active: string, filter: string, limit: number = MENU_LIMIT): MenuView {
  const hasFilter = tabs.length >= FILTER_FROM;
  const q = hasFilter ? filter.trim().toLowerCase() : '';
  let picked: LayerTab[];
  let matches: number;
  let before = 0;
  if (q === '') {
    const current = tabs.findIndex((t) => t.path === active);
    const w = toTabWindow(tabs.length, current, null, limit);
    picked = tabs.slice(w.start, w.end);
    matches = tabs.length;
    before = w.start;
  } else {
    picked = [];
    matches = 0;
    for (let i = 0; i < tabs.length; i++) {
      if (!(keys[i] ?? '').includes(q)) continue;
      matches++;
      if (picked.length < limit) picked.push(tabs[i]!);
    }
  }
  const byGroup = new Map<string, LayerTab[]>();
  for (const t of picked) {
    const items = byGroup.get(t.group);
    if (items) items.push(t);
    else byGroup.set(t.group, [t]);
  }
  const groups = [...byGroup].map(([name, items]) => ({ name, items }));
  return { groups, shown: picked.length, matches, before, after: matches - before - picked.length, hasFilter };
}

import { useLayoutEffect, useState, type RefObject } from 'react';
import { toShownTabs, type MeasuredTab } from './to-shown-tabs.ts';

interface Measure {
  readonly tabs: readonly MeasuredTab[];
  readonly groups: ReadonlyMap<string, number>;
  readonly available: number;
  readonly more: number;
  readonly gap: number;
}

const NONE: Measure = { tabs: [], groups: new Map(), available: 0, more: 0, gap: 0 };

function isSame(a: Measure, b: Measure): boolean {
  if (a.available !== b.available || a.more !== b.more || a.gap !== b.gap || a.tabs.length !== b.tabs.length || a.groups.size !== b.groups.size) return false;
  if (!a.tabs.every((t, i) => t.width === b.tabs[i]!.width && t.group === b.tabs[i]!.group)) return false;
  return [...a.groups].every(([g, w]) => b.groups.get(g) === w);
}

const widthOf = (el: Element | null | undefined) => Math.ceil(el?.getBoundingClientRect().width ?? 0);

/** The narrowest a layer tab gets before it waits in the menu (px): about ten characters of its name stay readable. */
export const TAB_MIN_WIDTH = 90;

/** A tab's width with its whole name (its label may be cut with an ellipsis while the tab is squeezed). */
function naturalWidthOf(tab: HTMLElement | null): number {
  if (!tab) return 0;
  const label = tab.querySelector('.lt-label');
  return Math.ceil(tab.getBoundingClientRect().width + (label ? label.scrollWidth - label.clientWidth : 0));
}

/** The tabs the strip shows (window indexes) and, for each, how narrow it may get (px). */
export interface ShownTabs {
  readonly shown: ReadonlySet<number>;
  readonly minWidth: (index: number) => number;
}

/**
 * The rendered layer tabs (window indexes) that fit in the strip, each squeezed to at most TAB_MIN_WIDTH before any
 * waits in the menu (see toShownTabs), measured from the page: tabs carry
 * `data-tab-index`, group labels `data-group`, the strip's own parts (Environment, the window's page markers) are
 * `.lt-fixed`, and the "+N" marker `.lt-hidden-count`. Measured again whenever the strip changes size, and after a
 * render that changed what the tabs show (`contentKey`: their text, in a string) or the last measure; not after every
 * render (measuring forces the page's layout, 16 ms at 10,000 rules, on every keystroke).
 */
export function useShownTabs(strip: RefObject<HTMLElement | null>, scroll: RefObject<HTMLElement | null>, groups: readonly string[], current: number, contentKey: string): ShownTabs {
  const [measure, setMeasure] = useState<Measure>(NONE);
  useLayoutEffect(() => {
    const stripEl = strip.current;
    const scrollEl = scroll.current;
    if (!stripEl || !scrollEl) return;
    const update = () => {
      const gap = parseFloat(getComputedStyle(scrollEl).columnGap) || 0;
      const fixed = [...stripEl.querySelectorAll('.lt-fixed')].reduce((sum, el) => sum + widthOf(el) + gap, 0);
      const tabs = groups.map((group, i) => ({ group, width: naturalWidthOf(scrollEl.querySelector<HTMLElement>(`[data-tab-index="${i}"]`)) }));
      const groupWidths = new Map([...scrollEl.querySelectorAll<HTMLElement>('[data-group]')].map((el) => [el.dataset.group ?? '', widthOf(el)] as const));
      const more = widthOf(scrollEl.querySelector('.lt-hidden-count')) || 40;
      const next = { tabs, groups: groupWidths, available: Math.floor(stripEl.clientWidth - fixed), more, gap };
      setMeasure((old) => (isSame(old, next) ? old : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(stripEl);
    return () => observer.disconnect();
    // `groups` is in `contentKey`; a new measure is looked at once more, as the "+N" marker it changes has a width.
  }, [strip, scroll, contentKey, current, measure]);
  const isMeasured = measure.tabs.length === groups.length && measure.tabs.every((t, i) => t.group === groups[i]);
  const squeezed = measure.tabs.map((t) => ({ group: t.group, width: Math.min(t.width, TAB_MIN_WIDTH) }));
  return {
    shown: new Set(isMeasured ? toShownTabs(squeezed, measure.groups, measure.available, measure.more, measure.gap, current) : groups.map((_, i) => i)),
    minWidth: (i) => Math.min(measure.tabs[i]?.width ?? TAB_MIN_WIDTH, TAB_MIN_WIDTH),
  };
}

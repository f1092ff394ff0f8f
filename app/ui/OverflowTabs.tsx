import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toFittingTabs } from './to-fitting-tabs.ts';
import { MenuItem } from './MenuItem.tsx';
import { useMenu } from './use-menu.ts';

/** One tab: its id (used in the element ids) and its label. */
export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

interface Measure {
  readonly widths: readonly number[];
  readonly available: number;
  readonly more: number;
  readonly gap: number;
}

const NO_MEASURE: Measure = { widths: [], available: 0, more: 0, gap: 0 };

function sameMeasure(a: Measure, b: Measure): boolean {
  return a.available === b.available && a.more === b.more && a.gap === b.gap && a.widths.length === b.widths.length && a.widths.every((w, i) => w === b.widths[i]);
}

/**
 * A one-line tab row: a tablist (arrow keys, Home and End move between all tabs) whose tabs that do not fit
 * wait behind a "More tabs" menu; the active tab is always in the row. Tab `id`s are `${idPrefix}-tab-${id}`
 * and they control `${idPrefix}-panel-${id}`.
 */
export function OverflowTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  active,
  onSelect,
}: {
  readonly label: string;
  readonly idPrefix: string;
  readonly tabs: readonly TabItem<T>[];
  readonly active: T;
  readonly onSelect: (id: T) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const focusPending = useRef<T | null>(null);
  const [measure, setMeasure] = useState<Measure>(NO_MEASURE);
  const { isOpen, setOpen, button: moreButton, menu, onMenuKey } = useMenu();
  const menuId = useId();

  const activeIndex = tabs.findIndex((t) => t.id === active);
  const fitting = new Set(toFittingTabs(measure.widths, measure.available, measure.more, measure.gap, activeIndex));
  const overflow = tabs.filter((_, i) => !fitting.has(i));

  // Measures every tab (the ones behind the menu too: they keep their box, unseen) and the room for them.
  useLayoutEffect(() => {
    const rowEl = row.current;
    const listEl = list.current;
    if (!rowEl || !listEl) return;
    const update = () => {
      const style = getComputedStyle(rowEl);
      const available = Math.floor(rowEl.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0));
      const widths = tabs.map((t) => Math.ceil(refs.current[t.id]?.getBoundingClientRect().width ?? 0));
      const gap = parseFloat(getComputedStyle(listEl).columnGap) || 0;
      const more = Math.ceil(moreButton.current?.getBoundingClientRect().width ?? 0) || 110;
      const next = { widths, available, more, gap };
      setMeasure((old) => (sameMeasure(old, next) ? old : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(rowEl);
    return () => observer.disconnect();
  });

  useEffect(() => {
    if (focusPending.current === null) return;
    const el = refs.current[focusPending.current];
    focusPending.current = null;
    el?.focus();
  });

  const select = (id: T, focus: boolean) => {
    if (focus) focusPending.current = id;
    onSelect(id);
  };

  const onTabKey = (event: KeyboardEvent) => {
    const next = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!.id, true);
  };

  return (
    <div ref={row} className="tabrow">
      <div ref={list} role="tablist" aria-label={label} className="tablist" onKeyDown={onTabKey}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`${idPrefix}-panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            className={fitting.has(i) ? 'tab' : 'tab tab-overflow'}
            onClick={() => select(t.id, false)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {overflow.length > 0 && (
        <div className="menu-wrap tab-more">
          <button ref={moreButton} type="button" className="tab-more-button" aria-haspopup="menu" aria-expanded={isOpen} aria-controls={menuId} onClick={() => setOpen(!isOpen)}>
            More tabs ({overflow.length}) <span aria-hidden="true">▾</span>
          </button>
          {isOpen && (
            <ul ref={menu} id={menuId} role="menu" aria-label={`More ${label.toLowerCase()} tabs`} className="menu tab-more-menu" onKeyDown={onMenuKey}>
              {overflow.map((t) => (
                <MenuItem
                  key={t.id}
                  onSelect={() => {
                    setOpen(false);
                    select(t.id, true);
                  }}
                >
                  <span className="menu-item-title">{t.label}</span>
                </MenuItem>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toMenuView, toSearchKeys } from './tabs/to-menu-view.ts';
import { toTabWindow } from './tabs/to-tab-window.ts';
import { useShownTabs } from './tabs/use-shown-tabs.ts';
import { toNextTab, type LayerTab } from './to-tabs.ts';
import { formatCount } from '../../shared/format-count.ts';

interface Props {
  readonly tabs: readonly LayerTab[];
  readonly active: string;
  readonly onSelect: (tab: string) => void;
}

/** The id of a tab's element (for the panel's aria-labelledby). */
export function tabId(tab: string): string {
  return `layer-tab-${encodeURIComponent(tab).replace(/%/g, '_')}`;
}

function problemsOf(t: LayerTab): string {
  return t.errors ? `${t.errors} error${t.errors > 1 ? 's' : ''}` : t.warnings ? `${t.warnings} warning${t.warnings > 1 ? 's' : ''}` : '';
}

/**
 * One row of `role=tab`s in merge order, grouped by where the loader finds them, then Environment. Each shows its
 * file name and is named by its displayed path (full path in the tooltip). The tabs that do not fit wait in the
 * "All layers" menu (a "+N" marker says how many and opens it); the current tab is always in the row. However many
 * files there are, the row renders a window of them (the current one always in it): arrows/Home/End move across
 * every file and page the window, and the menu (rendered only while open, a filter box when there are many)
 * reaches any of them.
 */
export function LayerTabs({ tabs, active, onSelect }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDetailsElement>(null);
  /** The tab to focus once it is rendered (keyboard moves and menu picks may land outside the window). */
  const focusNext = useRef<string | null>(null);
  const current = useMemo(() => tabs.findIndex((t) => t.path === active), [tabs, active]);
  // The window is remembered so it stays put while the current tab is in it (adjusted during render, not after).
  const [start, setStart] = useState<number | null>(null);
  const win = toTabWindow(tabs.length, current, start);
  if (win.start !== start) setStart(win.start);
  const shown = tabs.slice(win.start, win.end);
  const isWindowed = shown.length < tabs.length;
  const scroll = useRef<HTMLDivElement>(null);
  // What the shown tabs say, as one string: a tab's width changes only with it.
  const contentKey = shown.map((t) => [t.path, t.name, t.group, t.kind, t.isRead, problemsOf(t)].join('\u0000')).join('\u0001');
  const { shown: fits, minWidth } = useShownTabs(strip, scroll, useMemo(() => shown.map((t) => t.group), [tabs, win.start, win.end]), current - win.start, contentKey);
  const hiddenCount = shown.length - fits.size;
  // Each group's name once, over the first of its tabs in the row (above the tab: it costs the row no width).
  const labelAt = new Set<number>();
  for (const [i, t] of shown.entries()) if (fits.has(i) && !shown.some((u, k) => k < i && fits.has(k) && u.group === t.group)) labelAt.add(i);

  useLayoutEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(active))}`);
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focusNext.current === active) {
      focusNext.current = null;
      el?.focus();
    }
  }, [active, win.start]);

  const go = (tab: string) => {
    focusNext.current = tab;
    onSelect(tab);
    // Already the current tab: no render follows, so focus it now.
    if (tab === active) strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.target instanceof HTMLElement) || e.target.getAttribute('role') !== 'tab') return;
    const ids = [...tabs.map((t) => t.path), ENV_TAB];
    const next = toNextTab(ids, active, e.key);
    if (next === null) return;
    e.preventDefault();
    go(next);
  };

  const [isOpen, setOpen] = useState(false);
  const closeList = () => {
    if (list.current) list.current.open = false;
  };
  const pick = (tab: string) => {
    closeList();
    go(tab);
  };
  return (
    <div className="lt-row">
      <div
        role="tablist"
        aria-label="Layer files"
        aria-description={isWindowed || hiddenCount > 0 ? `${isWindowed ? `Files ${formatCount(win.start + 1)} to ${formatCount(win.end)}` : `${formatCount(fits.size)}`} of ${formatCount(tabs.length)} shown${isWindowed && hiddenCount > 0 ? `, ${formatCount(hiddenCount)} of them in the menu` : ''}; arrow keys, Home and End reach every file, and All layers lists them` : undefined}
        className="lt-strip"
        ref={strip}
        onKeyDown={onKeyDown}
      >
        <div className="lt-scroll" ref={scroll}>
          {win.start > 0 && (
            <span className="lt-more lt-fixed" aria-hidden="true" title={`${formatCount(win.start)} earlier files`} onClick={() => go(tabs[win.start - 1]!.path)}>
              ‹ {formatCount(win.start)}
            </span>
          )}
          {shown.map((t, i) => (
            <Fragment key={t.path}>
              <button
                type="button"
                role="tab"
                id={tabId(t.path)}
                aria-selected={t.path === active}
                aria-controls="layer-panel"
                aria-label={t.label}
                aria-description={[t.group, t.path, t.note, problemsOf(t)].filter(Boolean).join('; ')}
                tabIndex={t.path === active ? 0 : -1}
                title={`${t.path}\n${t.note}`}
                data-tab-index={i}
                className={`lt-tab lt-${t.kind}${t.isRead ? '' : ' lt-unread'}${fits.has(i) ? '' : ' lt-overflow'}`}
                style={fits.has(i) ? { minWidth: fits.size === 1 && hiddenCount > 0 ? undefined : minWidth(i) } : undefined}
                onClick={() => onSelect(t.path)}
              >
                {labelAt.has(i) && (
                  <span className="lt-group" aria-hidden="true">
                    {t.group}
                  </span>
                )}
                <span className="lt-label">{t.name}</span>
                {t.errors > 0 && <span className="lt-count lt-errors" aria-hidden="true">{t.errors}</span>}
                {t.errors === 0 && t.warnings > 0 && <span className="lt-count lt-warnings" aria-hidden="true">{t.warnings}</span>}
              </button>
            </Fragment>
          ))}
          {hiddenCount > 0 && (
            <span className="lt-hidden-count" aria-hidden="true" title={`${formatCount(hiddenCount)} more in All layers`} onClick={() => list.current && (list.current.open = true)}>
              +{formatCount(hiddenCount)}
            </span>
          )}
          {win.end < tabs.length && (
            <span className="lt-more lt-fixed" aria-hidden="true" title={`${formatCount(tabs.length - win.end)} later files`} onClick={() => go(tabs[win.end]!.path)}>
              {formatCount(tabs.length - win.end)} ›
            </span>
          )}
        </div>
        <button type="button" role="tab" id={tabId(ENV_TAB)} aria-selected={active === ENV_TAB} aria-controls="layer-panel" tabIndex={active === ENV_TAB ? 0 : -1} aria-label="Environment" title="Environment: AGENTFORGE_* variables, cwd, worktree, home and platform" className="lt-tab lt-env lt-fixed" onClick={() => onSelect(ENV_TAB)}>
          Env<span className="lt-env-rest">ironment</span>
        </button>
      </div>
      <details
        className="lt-all"
        ref={list}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        onKeyDown={(e) => e.key === 'Escape' && closeList()}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && closeList()}
      >
        <summary className="lt-all-summary" aria-label={`All layers (${tabs.length})`} title="All layers">
          ☰ {tabs.length}
        </summary>
        {isOpen && <AllLayers tabs={tabs} active={active} onPick={pick} />}
      </details>
    </div>
  );
}

/** The open "All layers" menu: every layer grouped, or a bounded part of them with a filter box when there are many. */
function AllLayers({ tabs, active, onPick }: { readonly tabs: readonly LayerTab[]; readonly active: string; readonly onPick: (tab: string) => void }) {
  const [filter, setFilter] = useState('');
  const keys = useMemo(() => toSearchKeys(tabs), [tabs]);
  const view = useMemo(() => toMenuView(tabs, keys, active, filter), [tabs, keys, active, filter]);
  const box = useRef<HTMLInputElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const all = items();
    if (all.length === 0) return;
    e.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? (e.key === 'ArrowDown' ? 0 : all.length - 1) : (at + (e.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length;
    all[next]?.focus();
  };
  const first = view.groups[0]?.items[0];
  const note =
    view.hasFilter && (view.before > 0 || view.after > 0)
      ? filter.trim()
        ? `${formatCount(view.shown)} of ${formatCount(view.matches)} matches shown; type more to narrow`
        : `${formatCount(view.shown)} of ${formatCount(view.matches)} layers shown, around the open one; type to find any`
      : view.hasFilter && filter.trim() && view.matches === 0
        ? 'No layer matches'
        : '';
  return (
    <div className="lt-all-list" onKeyDown={onKeyDown}>
      {view.hasFilter && (
        <input
          ref={box}
          type="search"
          className="lt-all-filter"
          aria-label="Filter layers"
          placeholder={`Filter ${formatCount(tabs.length)} layers by name or path`}
          spellCheck={false}
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && first) {
              e.preventDefault();
              onPick(first.path);
            }
          }}
        />
      )}
      {view.shown > 0 && (
        <div role="menu" aria-label="All layers" ref={menu}>
          {view.groups.map((g) => (
            <div key={g.name} role="group" aria-label={g.name}>
              <div className="lt-all-group" aria-hidden="true">
                {g.name}
              </div>
              {g.items.map((t) => (
                <button key={t.path} type="button" role="menuitemradio" aria-checked={t.path === active} className="lt-all-item" title={`${t.path}\n${t.note}`} onClick={() => onPick(t.path)}>
                  {t.label}
                  {problemsOf(t) && <span className="lt-all-why"> — {problemsOf(t)}</span>}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
      {note && (
        <p className="lt-all-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

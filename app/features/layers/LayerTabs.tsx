import { Fragment, useEffect, useRef, type KeyboardEvent } from 'react';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toNextTab, type LayerTab } from './to-tabs.ts';

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
 * One row of `role=tab`s, one per layer in merge order, grouped by where the loader finds them, then Environment.
 * Each shows its file name and is named by its displayed path (full path in the tooltip); the row scrolls
 * sideways, arrows/Home/End move between tabs, and the "All layers" list reaches any of them.
 */
export function LayerTabs({ tabs, active, onSelect }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDetailsElement>(null);
  const ids = [...tabs.map((t) => t.path), ENV_TAB];
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(active))}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = toNextTab(ids, active, e.key);
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };
  const closeList = () => {
    if (list.current) list.current.open = false;
  };
  const pick = (tab: string) => {
    onSelect(tab);
    closeList();
    strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`)?.focus();
  };
  const groups = [...new Set(tabs.map((t) => t.group))];
  return (
    <div className="lt-row">
      <div role="tablist" aria-label="Layer files" className="lt-strip" ref={strip} onKeyDown={onKeyDown}>
        <div className="lt-scroll">
          {tabs.map((t, i) => (
            <Fragment key={t.path}>
              {t.group !== tabs[i - 1]?.group && <span className="lt-group" aria-hidden="true">{t.group}</span>}
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
                className={`lt-tab lt-${t.kind}${t.isRead ? '' : ' lt-unread'}`}
                onClick={() => onSelect(t.path)}
              >
                <span className="lt-label">{t.name}</span>
                {t.errors > 0 && <span className="lt-count lt-errors" aria-hidden="true">{t.errors}</span>}
                {t.errors === 0 && t.warnings > 0 && <span className="lt-count lt-warnings" aria-hidden="true">{t.warnings}</span>}
              </button>
            </Fragment>
          ))}
        </div>
        <button type="button" role="tab" id={tabId(ENV_TAB)} aria-selected={active === ENV_TAB} aria-controls="layer-panel" tabIndex={active === ENV_TAB ? 0 : -1} className="lt-tab lt-env" onClick={() => onSelect(ENV_TAB)}>
          Environment
        </button>
      </div>
      <details className="lt-all" ref={list} onKeyDown={(e) => e.key === 'Escape' && closeList()} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && closeList()}>
        <summary className="lt-all-summary" aria-label={`All layers (${tabs.length})`} title="All layers">☰ {tabs.length}</summary>
        <div className="lt-all-list" role="menu" aria-label="All layers">
          {groups.map((g) => (
            <div key={g} role="group" aria-label={g}>
              <div className="lt-all-group" aria-hidden="true">{g}</div>
              {tabs
                .filter((t) => t.group === g)
                .map((t) => (
                  <button key={t.path} type="button" role="menuitemradio" aria-checked={t.path === active} className="lt-all-item" title={`${t.path}\n${t.note}`} onClick={() => pick(t.path)}>
                    {t.label}
                    {problemsOf(t) && <span className="lt-all-why"> — {problemsOf(t)}</span>}
                  </button>
                ))}
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}

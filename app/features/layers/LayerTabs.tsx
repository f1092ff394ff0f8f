import { useRef, type KeyboardEvent } from 'react';
import { ENV_TAB } from '../../store/view-slice.ts';
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

/** One `role=tab` per file, named by its displayed path, then Environment; arrows move between them. */
export function LayerTabs({ tabs, active, onSelect }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const ids = [...tabs.map((t) => t.path), ENV_TAB];
  const onKeyDown = (e: KeyboardEvent) => {
    const next = toNextTab(ids, active, e.key);
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Layer files" className="lt-strip" ref={strip} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const problems = t.errors ? `${t.errors} error${t.errors > 1 ? 's' : ''}` : t.warnings ? `${t.warnings} warning${t.warnings > 1 ? 's' : ''}` : '';
        return (
          <button
            key={t.path}
            type="button"
            role="tab"
            id={tabId(t.path)}
            aria-selected={t.path === active}
            aria-controls="layer-panel"
            aria-label={t.label}
            aria-description={[t.path, t.note, problems].filter(Boolean).join('; ')}
            tabIndex={t.path === active ? 0 : -1}
            title={`${t.path}\n${t.note}`}
            className={`lt-tab${t.isRead ? '' : ' lt-unread'}`}
            onClick={() => onSelect(t.path)}
          >
            <span className="lt-label">{t.label}</span>
            {t.errors > 0 && <span className="lt-count lt-errors" aria-hidden="true">{t.errors}</span>}
            {t.errors === 0 && t.warnings > 0 && <span className="lt-count lt-warnings" aria-hidden="true">{t.warnings}</span>}
          </button>
        );
      })}
      <button type="button" role="tab" id={tabId(ENV_TAB)} aria-selected={active === ENV_TAB} aria-controls="layer-panel" tabIndex={active === ENV_TAB ? 0 : -1} className="lt-tab lt-env" onClick={() => onSelect(ENV_TAB)}>
        Environment
      </button>
    </div>
  );
}

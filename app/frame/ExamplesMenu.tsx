import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EXAMPLES } from '../../engine/index.ts';
import { replaceScenario } from '../features/share/import-actions.ts';

const EXAMPLE_GROUPS = [
  { id: 'design', title: 'The design note' },
  { id: 'pitfall', title: 'Pitfalls' },
] as const;

/** The Examples menu button: opens a menu of the built-in scenarios; choosing one loads it. */
export function ExamplesMenu() {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (next !== undefined && items.length) {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="menu-wrap">
      <button ref={button} type="button" aria-haspopup="menu" aria-expanded={isOpen} aria-controls={menuId} onClick={() => setOpen(!isOpen)}>
        Examples <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Examples" className="menu" onKeyDown={onMenuKey}>
          {EXAMPLE_GROUPS.map((group) => (
            <li key={group.id} role="none">
              <p className="menu-group-title" aria-hidden="true">{group.title}</p>
              <ul role="group" aria-label={group.title} className="menu-group">
                {EXAMPLES.filter((e) => e.group === group.id).map((example) => (
                  <li key={example.id} role="none">
                    <button
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className="menu-item"
                      onClick={() => {
                        // Opening an example can be undone: the replaced work stays as "previous scenario".
                        replaceScenario(example.scenario, `Opened the example "${example.scenario.title ?? example.id}".`);
                        close();
                      }}
                    >
                      <span className="menu-item-title">{example.scenario.title ?? example.id}</span>
                      <span className="menu-item-lesson">{example.lesson}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { DEFAULT_EXAMPLE } from '../../engine/index.ts';
import { withImportActions } from '../features/share/import/with-import-actions.ts';
import { restoreRecent, toSavedAtText } from '../features/share/open-link.ts';
import { usePlayground } from '../store/store.ts';
import { MenuItem } from '../ui/MenuItem.tsx';
import { useMenu } from '../ui/use-menu.ts';
import { useExampleList } from './use-example-list.ts';
import { toCodeSpans } from './to-code-spans.ts';
import './examples-menu.css';

const EXAMPLE_GROUPS = [
  { id: 'design', title: 'The design note' },
  { id: 'pitfall', title: 'Pitfalls' },
] as const;

/** One line of text with its `code` spans in monospace (no raw backticks on screen). */
function CodeText({ text }: { readonly text: string }) {
  return (
    <>
      {toCodeSpans(text).map((span, i) => (span.isCode ? <code key={i}>{span.text}</code> : <span key={i}>{span.text}</span>))}
    </>
  );
}

/** A header menu button: opens a menu (arrow keys, Home/End, Escape), closes on a pick or a click outside. */
function MenuButton({ label, itemsReady = true, children }: { readonly label: string; readonly itemsReady?: boolean; readonly children: (close: () => void) => ReactNode }) {
  const { isOpen, setOpen, button, menu, close, onMenuKey } = useMenu(itemsReady);
  const menuId = useId();

  return (
    <div className="menu-wrap">
      <button ref={button} type="button" aria-haspopup="menu" aria-expanded={isOpen} aria-controls={menuId} onClick={() => setOpen(!isOpen)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className="menu" onKeyDown={onMenuKey}>
          {children(close)}
        </ul>
      )}
    </div>
  );
}

/** The history of earlier scenarios (newest first): each restores with one click, the current one joining the list. */
function RecentMenu() {
  const recent = usePlayground((s) => s.recentScenarios);
  if (!recent.length) return null;
  return (
    <MenuButton label="Recent">
      {(close) => (
        <li role="none">
          <p className="menu-group-title" aria-hidden="true">Recent scenarios</p>
          <ul role="group" aria-label="Recent scenarios" className="menu-group">
            {recent.map((entry, i) => (
              <MenuItem
                key={`${entry.savedAt}:${i}`}
                onSelect={() => {
                  restoreRecent(i);
                  close();
                }}
              >
                <span className="menu-item-title">{entry.title}</span>
                <span className="menu-item-lesson">put aside at {toSavedAtText(entry.savedAt)}</span>
              </MenuItem>
            ))}
          </ul>
        </li>
      )}
    </MenuButton>
  );
}

/** The open example's one-line lesson, kept in view while its scenario is loaded (the first scenario's at once, others once the list has loaded). */
function OpenExampleLesson() {
  const baseline = usePlayground((s) => s.baseline);
  const isFirst = baseline === DEFAULT_EXAMPLE.scenario;
  const list = useExampleList(!isFirst);
  const example = isFirst ? DEFAULT_EXAMPLE : list?.findOpenExample(baseline, list.EXAMPLES) ?? null;
  if (!example) return null;
  return (
    <p role="note" aria-label="Example lesson" className="example-lesson">
      <CodeText text={example.lesson} />
    </p>
  );
}

/** The Examples menu's groups of examples (choosing one loads it); a line saying so while the list loads. */
function ExampleItems({ close }: { readonly close: () => void }) {
  const list = useExampleList();
  if (!list) {
    return (
      <li role="none">
        <p className="menu-group-title" role="status">
          Loading examples…
        </p>
      </li>
    );
  }
  return (
    <>
      {EXAMPLE_GROUPS.map((group) => (
        <li key={group.id} role="none">
          <p className="menu-group-title" aria-hidden="true">{group.title}</p>
          <ul role="group" aria-label={group.title} className="menu-group">
            {list.EXAMPLES.filter((e) => e.group === group.id).map((example) => (
              <MenuItem
                key={example.id}
                onSelect={() => {
                  // Opening an example can be undone: the replaced work joins the Recent scenarios.
                  withImportActions((actions) => actions.replaceScenario(example.scenario, `Opened the example "${example.scenario.title ?? example.id}".`));
                  close();
                }}
              >
                <span className="menu-item-title">{example.scenario.title ?? example.id}</span>
                <span className="menu-item-lesson">
                  <CodeText text={example.lesson} />
                </span>
              </MenuItem>
            ))}
          </ul>
        </li>
      ))}
    </>
  );
}

/** The Examples menu button: its items are the example list, requested once the first paint is up (it may still be loading when the menu opens). */
function ExamplesButton() {
  const list = useExampleList();
  return (
    <MenuButton label="Examples" itemsReady={list !== null}>
      {(close) => <ExampleItems close={close} />}
    </MenuButton>
  );
}

/** The Examples menu (choosing one loads it), the Recent scenarios menu, and the open example's lesson. */
export function ExamplesMenu() {
  return (
    <>
      <ExamplesButton />
      <RecentMenu />
      <OpenExampleLesson />
    </>
  );
}

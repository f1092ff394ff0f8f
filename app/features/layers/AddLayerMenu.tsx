import { useRef, useState } from 'react';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { syncEnvModel } from './editor/editor-models.ts';
import { toAddLayerOptions, type AddLayerOption } from './to-add-menu.ts';

const selectScenario = (s: PlaygroundState) => s.scenario;
const selectNothing = () => null;

/** "Add layer": every source the loader knows, grouped by loader step; picking one creates the file (and sets its env) and opens it. */
export function AddLayerMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  // The options are worked out while the menu is open: whether a path is taken is a look at every file, 20,000 of
  // them in a link of agents, which a closed menu has no need for on every render. A closed menu does not read the
  // scenario at all, so a keystroke in a file does not render it again.
  const [isOpen, setOpen] = useState(false);
  const scenario = usePlayground(isOpen ? selectScenario : selectNothing);
  const options = scenario ? toAddLayerOptions(scenario) : [];
  const groups = [...new Set(options.map((o) => o.group))];
  const add = (o: AddLayerOption) => {
    const s = usePlayground.getState();
    for (const [key, value] of Object.entries(o.env)) {
      s.setEnv(key, value);
      syncEnvModel(key, value); // setEnv does not bump the revision, so tell an open env editor directly
    }
    if (o.kind === 'remote' && o.origin && o.path) {
      s.addRemoteLayer(o.origin, o.text);
      s.selectTab(o.path);
    } else if (o.kind === 'account' && o.path) {
      s.setAccountText(o.text, o.path);
      s.selectTab(o.path);
    } else if (o.path !== null) {
      s.addFile({ path: o.path, text: o.text });
      s.selectTab(o.path);
    } else s.selectTab(ENV_TAB);
    if (menu.current) menu.current.open = false;
  };
  return (
    <details className="al-menu" ref={menu} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="al-summary">+ Add layer</summary>
      <div className="al-list" role="menu" aria-label="Add layer">
        {groups.map((g) => (
          <div key={g} role="group" aria-label={g} className="al-group">
            <div className="al-group-name" aria-hidden="true">{g}</div>
            {options
              .filter((o) => o.group === g)
              .map((o) => (
                <button key={o.id} type="button" role="menuitem" className="al-item" disabled={o.disabledReason !== null} title={o.disabledReason ?? o.path ?? ''} onClick={() => add(o)}>
                  {o.label}
                  {o.disabledReason && <span className="al-why"> — {o.disabledReason}</span>}
                </button>
              ))}
          </div>
        ))}
      </div>
    </details>
  );
}

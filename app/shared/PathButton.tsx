import { usePlayground, type PlaygroundState } from '../store/store.ts';
import type { Selection } from '../store/slices/view-slice.ts';

const selectSelection = (s: PlaygroundState) => s.selection;
const selectSelect = (s: PlaygroundState) => s.select;

/** True when two selections name the same rule, value or tool. */
export function isSameSelection(a: Selection | null, b: Selection | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'rule' && b.kind === 'rule') return a.index === b.index;
  if (a.kind === 'tool' && b.kind === 'tool') return a.tool === b.tool;
  return a.kind === 'value' && b.kind === 'value' && JSON.stringify(a.keyPath) === JSON.stringify(b.keyPath);
}

/** A small toggle that lights (or clears) the path of a rule, value or tool in the Merge order graph. */
export function PathButton({ selection, name }: { readonly selection: Selection; readonly name: string }) {
  const current = usePlayground(selectSelection);
  const select = usePlayground(selectSelect);
  const isOn = isSameSelection(current, selection);
  return (
    <button type="button" className="path-button" aria-pressed={isOn} aria-label={`Show the path of ${name}`} title={`Light the path of ${name} in the Merge order graph`} onClick={() => select(isOn ? null : selection)}>
      path
    </button>
  );
}

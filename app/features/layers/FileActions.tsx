import { useState, type FormEvent } from 'react';
import { usePlayground } from '../../store/store.ts';
import { checkRename } from './to-rename.ts';

interface Props {
  readonly path: string;
  readonly displayPath: string;
  readonly note: string;
}

/** The open file's header: which layer it is, Rename (checked, never over another file) and Remove (undoable). */
export function FileActions({ path, displayPath, note }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const files = usePlayground((s) => s.scenario.files);
  const context = usePlayground((s) => s.scenario);
  const check = draft === null ? null : checkRename(draft, path, files, context);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check?.isOk) return;
    const s = usePlayground.getState();
    s.renameFile(path, check.path);
    s.selectTab(check.path);
    setDraft(null);
  };
  const remove = () => {
    const s = usePlayground.getState();
    const file = s.scenario.files.find((f) => f.path === path);
    if (!file) return;
    usePlayground.getState().rememberRemovedFile(file);
    s.removeFile(path);
  };

  if (draft !== null) {
    return (
      <form className="fa-bar" onSubmit={submit}>
        <label className="fa-rename">
          New path
          <input value={draft} autoFocus spellCheck={false} aria-invalid={check?.isOk === false} aria-describedby="rename-error" onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setDraft(null)} />
        </label>
        <button type="submit" disabled={!check?.isOk}>Rename</button>
        <button type="button" onClick={() => setDraft(null)}>Cancel</button>
        {check && !check.isOk && <span id="rename-error" className="fa-error">{check.error}</span>}
      </form>
    );
  }
  return (
    <div className="fa-bar">
      <span className="fa-note" title={path}>{note}</span>
      <button type="button" onClick={() => setDraft(displayPath)} aria-label={`Rename ${displayPath}`}>Rename</button>
      <button type="button" onClick={remove} aria-label={`Remove ${displayPath}`}>Remove</button>
    </div>
  );
}

/** After a removal: says what went and offers Undo until the next removal or dismissal. */
export function UndoRemove() {
  const removed = usePlayground((s) => s.removedFile);
  if (!removed) return null;
  const undo = () => {
    const s = usePlayground.getState();
    if (!s.scenario.files.some((f) => f.path === removed.path)) s.addFile(removed);
    s.selectTab(removed.path);
    usePlayground.getState().rememberRemovedFile(null);
  };
  return (
    <div className="fa-undo" role="status">
      Removed <code>{removed.path}</code>.
      <button type="button" onClick={undo}>Undo</button>
      <button type="button" aria-label="Dismiss" onClick={() => usePlayground.getState().rememberRemovedFile(null)}>×</button>
    </div>
  );
}

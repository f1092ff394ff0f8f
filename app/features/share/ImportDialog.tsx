import { useId, useState } from 'react';
import { LAYER_TARGETS, type LayerTarget } from '../../../engine/index.ts';
import { importCliText, importPastedConfig, importScenarioText } from './import-actions.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { usePlayground } from '../../store/store.ts';

type PasteKind = 'config' | 'cli';

/** The Import dialog: paste a config as a chosen layer or CLI output, or open a scenario file. */
export function ImportDialog() {
  const openDialog = usePlayground((s) => s.openShareDialog);
  const [kind, setKind] = useState<PasteKind>('config');
  const [target, setTarget] = useState<LayerTarget>('project');
  const [text, setText] = useState('');
  const fileId = useId();
  const close = () => openDialog(null);
  const run = (ok: boolean) => ok && close();
  return (
    <ModalDialog title="Import" onClose={close}>
      <fieldset className="share-kinds">
        <legend>What are you pasting?</legend>
        <label>
          <input type="radio" name="paste-kind" checked={kind === 'config'} onChange={() => setKind('config')} /> A config file
        </label>
        <label>
          <input type="radio" name="paste-kind" checked={kind === 'cli'} onChange={() => setKind('cli')} /> CLI output (debug config, debug agent, a ruleset= log line)
        </label>
      </fieldset>
      <label className="share-field">
        Layer
        <select value={target} onChange={(e) => setTarget(e.target.value as LayerTarget)}>
          {LAYER_TARGETS.map((t) => (
            <option key={t.target} value={t.target}>{t.label}</option>
          ))}
        </select>
      </label>
      <label className="share-field">
        Pasted text
        <textarea rows={10} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </label>
      <div className="share-actions">
        <button type="button" disabled={!text.trim()} onClick={() => run(kind === 'config' ? importPastedConfig(text, target) : importCliText(text, target))}>
          Import pasted text
        </button>
        <label htmlFor={fileId} className="share-file-button">Open scenario file…</label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then((t) => run(importScenarioText(t, file.name)));
          }}
        />
      </div>
      <p className="share-hint">You can also drop files or a whole folder (a project, its .agentforge/, or ~/.config/agentforge) anywhere on the page.</p>
    </ModalDialog>
  );
}

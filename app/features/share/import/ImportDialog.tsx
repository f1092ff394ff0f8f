import { useId, useMemo, useState } from 'react';
import { detectImport, LAYER_TARGETS, type ImportKind, type LayerTarget } from '../../../../engine/index.ts';
import { toDisplayPath } from '../../../shared/to-display-path.ts';
import { usePlayground } from '../../../store/store.ts';
import { importChosen, importScenarioText } from './import-actions.ts';
import { ModalDialog } from '../ModalDialog.tsx';
import { isConfigKind, isEntryKind, toImportChoice } from './to-import-choice.ts';
import './import-dialog.css';

/**
 * The Import dialog: paste (or open) anything — agent/command/mode markdown, a config, `debug config` or other
 * CLI output, a scenario file. It says what it detected and where it will go, and asks only when unsure.
 */
export function ImportDialog() {
  const openDialog = usePlayground((s) => s.openShareDialog);
  const scenario = usePlayground((s) => s.scenario);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [typedPath, setTypedPath] = useState<string | null>(null);
  const [target, setTarget] = useState<LayerTarget>('project');
  const [isChanging, setChanging] = useState(false);
  const fileId = useId();
  const pathId = useId();
  const detection = useMemo(() => detectImport(text, { scenario, ...(fileName ? { fileName } : {}) }), [text, fileName, scenario]);
  const choice = toImportChoice(detection, { kind, typedPath, target }, scenario);
  const shown = { home: scenario.home, worktree: scenario.worktree };
  const isAsking = !detection.isSure || isChanging;
  const close = () => openDialog(null);
  const run = (ok: boolean) => ok && close();
  const pick = (k: ImportKind) => {
    setKind(k);
    setTypedPath(null);
  };
  const where = !choice
    ? null
    : isConfigKind(choice.kind)
      ? choice.path === null ? 'the AGENTFORGE_CONFIG_CONTENT variable' : toDisplayPath(choice.path, shown)
      : choice.path === null ? 'a new scenario (it replaces the current one; you can restore it)' : choice.path === '' ? 'nowhere yet: type a path' : toDisplayPath(choice.path, shown);
  const openFile = (file: File) =>
    void file.text().then((t) => {
      const found = detectImport(t, { scenario, fileName: file.name });
      if (found.kind === 'scenario' && found.isSure) return run(importScenarioText(t, file.name));
      setText(t);
      setFileName(file.name);
      setKind(null);
      setTypedPath(null);
    });
  return (
    <ModalDialog title="Import" onClose={close}>
      <label className="share-field">
        Pasted text
        <textarea rows={10} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} placeholder="An agent, command or mode (markdown), a config, `agentforge debug config` or `debug agent` output, a permission log line, or a scenario file" />
      </label>
      <div className="imp-detected" role="status" aria-label="What was detected">
        {detection.kind === null ? (
          <span>{text === '' ? 'Paste something or open a file; what it is will show here.' : `Cannot import this: ${detection.reason}.`}</span>
        ) : (
          <>
            <span>
              {detection.isSure ? 'Detected ' : 'Not sure: it looks most like '}
              <strong>{choice?.label}</strong> ({detection.reason}).
            </span>{' '}
            <span>
              It will go to <code className="imp-where">{where}</code>.
            </span>
          </>
        )}
      </div>
      {detection.kind !== null && detection.isSure && !isChanging && (detection.choices.length > 1 || isEntryKind(choice?.kind ?? null)) && (
        <button type="button" className="imp-change" onClick={() => setChanging(true)}>Change what it is or where it goes…</button>
      )}
      {isAsking && detection.choices.length > 1 && (
        <fieldset className="share-kinds">
          <legend>{detection.isSure ? 'Import it as' : 'What is it?'}</legend>
          {detection.choices.map((c) => (
            <label key={c.kind}>
              <input type="radio" name="import-kind" checked={choice?.kind === c.kind} onChange={() => pick(c.kind)} /> {c.label}
            </label>
          ))}
        </fieldset>
      )}
      {isAsking && choice && isEntryKind(choice.kind) && (
        <div className="share-field">
          <label htmlFor={pathId}>Save as</label>
          <input id={pathId} value={typedPath ?? (choice.path ? toDisplayPath(choice.path, shown) : '')} spellCheck={false} aria-describedby="imp-path-help" onChange={(e) => setTypedPath(e.target.value)} />
          <span id="imp-path-help" className="share-hint">Relative to the worktree, ~/… or absolute. Agents go in .agentforge/agent/, commands in .agentforge/command/, modes in .agentforge/mode/.</span>
        </div>
      )}
      {(detection.kind === null || isConfigKind(choice?.kind ?? null)) && (
        <label className="share-field">
          Layer
          <select value={target} onChange={(e) => setTarget(e.target.value as LayerTarget)}>
            {LAYER_TARGETS.map((t) => (
              <option key={t.target} value={t.target}>{t.label}</option>
            ))}
          </select>
        </label>
      )}
      <div className="share-actions">
        <button type="button" disabled={!choice || choice.path === ''} onClick={() => choice && run(importChosen(text, choice.kind === 'cli' ? { ...choice, target } : choice))}>
          Import pasted text
        </button>
        <label htmlFor={fileId} className="share-file-button">Open file…</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonc,.md,.markdown,.txt,.log,application/json,text/markdown,text/plain"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) openFile(file);
          }}
        />
      </div>
      <p className="share-hint">A scenario file opens at once; anything else shows here first. You can also drop files or a whole folder (a project, its .agentforge/, or ~/.config/agentforge) anywhere on the page.</p>
    </ModalDialog>
  );
}

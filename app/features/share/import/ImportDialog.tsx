import { useEffect, useId, useMemo, useState } from 'react';
import { LAYER_TARGETS, type ImportDetection, type ImportKind, type LayerTarget } from '../../../../engine/index.ts';
import { analysisOf } from '../../../store/selectors.ts';
import { shouldOffloadView } from '../../../worker/view/to-offload-view.ts';
import { useViewResult } from '../../../worker/view/view-runner.ts';
import { toDisplayPath } from '../../../shared/to-display-path.ts';
import { toSizeText } from '../../../shared/to-size-text.ts';
import { usePlayground } from '../../../store/store.ts';
import { importChosen, importScenarioText } from './import-actions.ts';
import { ModalDialog } from '../ModalDialog.tsx';
import { isConfigKind, isEntryKind, toImportChoice } from './to-import-choice.ts';
import './import-dialog.css';

/** Texts longer than this are not put in the text box: a summary stands in for them. */
const SHOWN_TEXT_CHARS = 200_000;

/** What the dialog holds while the view worker reads a big text. */
const PENDING: ImportDetection = { kind: null, isSure: false, reason: 'reading it', choices: [] };

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
  // A file opened here that turns out to be a scenario is imported at once, when its detection arrives.
  const [isOpenedFile, setOpenedFile] = useState(false);
  const job = useMemo(() => ({ kind: 'detect', text, fileName: fileName ?? null, scenario }) as const, [text, fileName, scenario]);
  // A big text is read in the view worker (parsing megabytes would block the page); until it answers, nothing is shown as detected.
  const { result } = useViewResult(job, { isBig: shouldOffloadView(job, 0), analysisOf });
  const detection: ImportDetection = result?.detection ?? PENDING;
  const isReading = result === null;
  const choice = isReading ? null : toImportChoice(detection, { kind, typedPath, target }, scenario);
  useEffect(() => {
    if (!isOpenedFile || isReading) return;
    setOpenedFile(false);
    if (detection.kind === 'scenario' && detection.isSure && importScenarioText(text, fileName ?? 'scenario.json')) openDialog(null);
  }, [isOpenedFile, isReading, detection, text, fileName, openDialog]);
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
      setText(t);
      setFileName(file.name);
      setKind(null);
      setTypedPath(null);
      setOpenedFile(true);
    });
  return (
    <ModalDialog title="Import" onClose={close}>
      {text.length > SHOWN_TEXT_CHARS ? (
        <div className="share-field">
          <span>Pasted text</span>
          <p className="imp-large">
            {fileName ? <code>{fileName}</code> : 'The pasted text'}: {toSizeText(text.length)}, too large to show here (a text box of that size would block the page).{' '}
            <button type="button" onClick={() => { setText(''); setFileName(undefined); }}>Clear</button>
          </p>
        </div>
      ) : (
        <label className="share-field">
          Pasted text
          <textarea rows={10} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} placeholder="An agent, command or mode (markdown), a config, `agentforge debug config` or `debug agent` output, a permission log line, or a scenario file" />
        </label>
      )}
      <div className="imp-detected" role="status" aria-label="What was detected">
        {isReading ? (
          <span>Reading what it is…</span>
        ) : detection.kind === null ? (
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
      {!isReading && (detection.kind === null || isConfigKind(choice?.kind ?? null)) && (
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

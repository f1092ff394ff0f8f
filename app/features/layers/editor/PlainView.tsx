import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LayerMarker } from './to-markers.ts';
import { PREVIEW_LINES, toPlainPreview } from './to-plain-preview.ts';
import { toSizeText } from '../../../shared/to-size-text.ts';
import type { EditorRange } from './to-range.ts';
import { formatCount } from '../../../shared/format-count.ts';

/** Problems listed in the light view itself (all of them are in the Problems list). */
const LISTED = 50;

interface Props {
  readonly text: string;
  readonly markers: readonly LayerMarker[];
  readonly highlight: EditorRange | null;
  readonly ariaLabel: string;
  readonly height: string;
  /** Characters pasted when a paste made the file this large (the notice says so), else null: it was loaded. */
  readonly pasted?: number | null;
  /** Take the focus once shown (it replaced the editor a person was pasting into). */
  readonly takeFocus?: boolean;
  readonly onOpen: () => void;
  /** Puts back the text from before the paste that made the file this large (the paste never reached Monaco's undo). */
  readonly onUndoPaste?: () => void;
}

/**
 * The light view of a file too large to open in Monaco at once: a notice that says so, the file's problems at their
 * exact line and column, a read-only window of its lines, and "Open in the editor anyway". Nothing of the file is
 * lost or changed: the scenario keeps the whole text and the playground's checks run on all of it. After a paste the
 * notice says the text came from one, and the read-only text takes the focus the editor had.
 */
export function PlainView({ text, markers, highlight, ariaLabel, height, pasted = null, takeFocus = false, onOpen, onUndoPaste }: Props) {
  // The line the window is around (paging moves it) and the line marked (a picked problem or the revealed span).
  const [focus, setFocus] = useState<number | null>(highlight?.startLineNumber ?? null);
  const [marked, setMarked] = useState<number | null>(highlight?.startLineNumber ?? null);
  const show = (line: number) => {
    setFocus(line);
    setMarked(line);
  };
  const preview = useMemo(() => toPlainPreview(text, focus), [text, focus]);
  const pre = useRef<HTMLPreElement>(null);
  const noticeId = useId();
  const focusOnShow = useRef(takeFocus);
  useEffect(() => {
    if (!focusOnShow.current) return;
    // In the next task: focus lays out the page, which need not lengthen the paste's own task.
    const timer = setTimeout(() => pre.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (highlight) show(highlight.startLineNumber);
  }, [highlight]);
  useEffect(() => {
    pre.current?.querySelector('.le-plain-mark')?.scrollIntoView({ block: 'nearest' });
  }, [preview]);
  const errors = markers.filter((m) => m.severity === 'error').length;
  const warnings = markers.filter((m) => m.severity === 'warning').length;
  const counts = `${errors} error${errors === 1 ? '' : 's'} and ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const linesText = formatCount(preview.totalLines);
  return (
    <div className="le le-plain" style={{ height }} role="region" aria-label={`${ariaLabel} (large file, read-only view)`}>
      <div className="le-plain-notice" role="note">
        <p id={noticeId}>
          {pasted === null ? (
            <strong>Large file ({toSizeText(text.length)}, {linesText} lines): shown read-only here so the page stays responsive.</strong>
          ) : (
            <strong>
              Large file after a paste {toSizeText(pasted) === toSizeText(text.length) ? '(' : `of ${toSizeText(pasted)} (now `}
              {toSizeText(text.length)}, {linesText} lines): shown read-only here so the page stays responsive.
            </strong>
          )}{' '}
          The playground’s checks ran on all
          of it ({counts} in this file, also in the Problems list), and the scenario keeps the whole text: links and downloads carry all of it.
        </p>
        {onUndoPaste && (
          <button type="button" onClick={onUndoPaste} aria-keyshortcuts="Control+Z">
            Undo paste
          </button>
        )}
        <button type="button" onClick={onOpen}>Open in the editor anyway</button>
      </div>
      {markers.length > 0 && (
        <ul className="le-plain-problems" aria-label="Problems in this file">
          {markers.slice(0, LISTED).map((m, i) => (
            <li key={i}>
              <button type="button" className={`le-plain-problem le-plain-${m.severity}`} onClick={() => show(m.startLineNumber)}>
                Line {m.startLineNumber}, column {m.startColumn}: {m.message.split('\n')[0]}
              </button>
            </li>
          ))}
          {markers.length > LISTED && <li>…and {markers.length - LISTED} more in the Problems list.</li>}
        </ul>
      )}
      <pre
        ref={pre}
        className="le-plain-text"
        tabIndex={0}
        onKeyDown={(e) => {
          // Ctrl+Z (Cmd+Z) where the editor was: the read-only text has the focus the editor had when the paste came.
          if (onUndoPaste && (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z') {
            e.preventDefault();
            onUndoPaste();
          }
        }}
        aria-describedby={noticeId} aria-label={`${ariaLabel}, lines ${preview.first}–${preview.last} of ${linesText} (read-only)`}>
        {preview.lines.map((l) => (
          <span key={l.number} className={l.number === marked ? 'le-plain-line le-plain-mark' : 'le-plain-line'}>
            <span className="le-plain-number" aria-hidden="true">{l.number}</span>
            {l.text}
            {l.cut > 0 && <span className="le-plain-cut"> … {formatCount(l.cut)} more characters on this line</span>}
            {'\n'}
          </span>
        ))}
      </pre>
      <div className="le-plain-pager">
        <span>Lines {formatCount(preview.first)}–{formatCount(preview.last)} of {linesText}</span>
        <button type="button" disabled={preview.first <= 1} onClick={() => setFocus(Math.max(1, preview.first - PREVIEW_LINES) + 5)}>Earlier lines</button>
        <button type="button" disabled={preview.last >= preview.totalLines} onClick={() => setFocus(preview.last + 1 + 5)}>Later lines</button>
      </div>
    </div>
  );
}

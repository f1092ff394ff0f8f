import { useEffect, useMemo, useRef } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { MAX_ROWS, countProblems, toProblemRows, type ProblemRow } from './to-problem-rows.ts';
import './problems.css';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function RowBody({ row }: { readonly row: ProblemRow }) {
  return (
    <>
      <span className={`problem-severity problem-${row.severity}`}>{row.severityLabel}</span>
      <span className="problem-text">
        <span className="problem-message">{row.message}</span>
        {row.hint && <span className="problem-hint">{row.hint}</span>}
      </span>
      <span className="problem-where mono">{row.label}</span>
    </>
  );
}

/** Every problem, errors first, with its file, line and column; picking one opens its file at the spot. `isFirstFocused`: the first problem takes focus when the list appears. */
export function ProblemsList({ id, onPicked, isFirstFocused = false }: { readonly id?: string; readonly onPicked?: () => void; readonly isFirstFocused?: boolean }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isFirstFocused) section.current?.querySelector<HTMLElement>('button.problem-row')?.focus();
  }, [isFirstFocused]);
  const analysis = useAnalysis();
  const reveal = usePlayground((s) => s.reveal);
  const context = { home: analysis.scenario.home, worktree: analysis.scenario.worktree };
  const rows = useMemo(() => toProblemRows(analysis.diagnostics, analysis.scenario.files, context), [analysis]); // eslint-disable-line react-hooks/exhaustive-deps
  const counts = useMemo(() => countProblems(analysis.diagnostics), [analysis.diagnostics]);
  const total = counts.error + counts.warning + counts.info;
  return (
    <section ref={section} id={id} className="problems" aria-label="Problems">
      <h2 className="problems-title">
        Problems <span className="problems-counts">{plural(counts.error, 'error')} · {plural(counts.warning, 'warning')} · {plural(counts.info, 'note')}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="problems-empty">No problems.</p>
      ) : (
        <ul className="problems-list" aria-label="Problems">
          {rows.map((row) => (
            <li key={row.key} className="problem">
              {row.location ? (
                <button
                  type="button"
                  className="problem-row"
                  title={`Show ${row.label} in the editor`}
                  onClick={() => {
                    if (row.location) reveal(row.location);
                    onPicked?.();
                  }}
                >
                  <RowBody row={row} />
                </button>
              ) : (
                <div className="problem-row">
                  <RowBody row={row} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > MAX_ROWS && <p className="problems-more">The first {MAX_ROWS} of {total} are listed.</p>}
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import type { FilePreview as FilePreviewView } from './to-fix-view.ts';

// Monaco's diff editor comes with Monaco, never in the first paint: the unified diff stands in until it has loaded.
const DiffPreview = lazy(() => import('./DiffPreview.tsx'));

/** The unified diff as text, each changed line marked by a sign as well as a colour (shown while the diff editor loads). */
function UnifiedDiff({ lines }: { readonly lines: readonly string[] }) {
  return (
    <pre className="fix-diff">
      {lines.map((line, i) => {
        const kind = line.startsWith('@@') ? 'gap' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : 'same';
        return (
          <span key={i} className={`fix-line fix-${kind}`}>
            {line}
          </span>
        );
      })}
    </pre>
  );
}

/** One file's change: its name, counts of added and removed lines, the change in Monaco's diff editor, and as text. */
export function FilePreview({ file }: { readonly file: FilePreviewView }) {
  const fallback = <UnifiedDiff lines={file.unified} />;
  return (
    <figure className="fix-file" aria-label={`Changes to ${file.label}`}>
      <figcaption>
        <code title={file.key}>{file.label}</code>
        {file.isNew && <span className="fix-file-new"> (new file)</span>}{' '}
        <span className="fix-count">
          <span className="fix-count-add">+{file.added}</span> <span className="fix-count-del">−{file.removed}</span>
          <span className="visually-hidden">
            {' '}
            ({file.added} lines added, {file.removed} removed)
          </span>
        </span>
      </figcaption>
      <ErrorBoundary name="diff editor">
        <Suspense fallback={fallback}>
          <DiffPreview before={file.before} after={file.after} language={file.language} label={file.label} />
          <details className="fix-unified">
            <summary>The change as text (unified diff)</summary>
            {fallback}
          </details>
        </Suspense>
      </ErrorBoundary>
    </figure>
  );
}

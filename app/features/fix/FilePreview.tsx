import type { FilePreview as FilePreviewView } from './to-fix-view.ts';

/** One file's change: removed and added lines marked by a sign as well as a colour, with line numbers and skipped runs. */
export function FilePreview({ file }: { readonly file: FilePreviewView }) {
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
      <pre className="fix-diff">
        {file.hunks.map((h, i) =>
          h.kind === 'gap' ? (
            <span key={i} className="fix-line fix-gap">
              {`⋯ ${h.count} unchanged line${h.count === 1 ? '' : 's'}`}
            </span>
          ) : (
            <span key={i} className={`fix-line fix-${h.kind}`}>
              <span className="fix-num" aria-hidden="true">
                {h.after ?? h.before}
              </span>
              <span className="fix-sign">{h.sign}</span>
              {h.text}
            </span>
          ),
        )}
      </pre>
    </figure>
  );
}

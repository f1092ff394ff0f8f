import type { HostFile } from '../../../engine/index.ts';
import { formatCount } from '../../shared/format-count.ts';

/** Props: the scenario's host files, which of them are kept, and how to keep one or not. */
export interface HostFileListProps {
  readonly files: readonly HostFile[];
  readonly kept: ReadonlySet<string>;
  readonly onKeep: (path: string, isKept: boolean) => void;
}

/** The host files a share leaves out unless kept: each with its size and a choice (nothing when there are none). */
export function HostFileList({ files, kept, onKeep }: HostFileListProps) {
  if (files.length === 0) return null;
  return (
    <section aria-label="Host files" className="share-redactions">
      <p>Files from outside the project and its config dirs are withheld: the link carries a placeholder that says so.</p>
      <ul>
        {files.map((f) => (
          <li key={f.path}>
            {f.isWithheld ? (
              <span>
                <code>{f.path}</code> ({formatCount(f.bytes)} bytes): already withheld
              </span>
            ) : (
              <label>
                <input type="checkbox" checked={kept.has(f.path)} onChange={(e) => onKeep(f.path, e.target.checked)} /> Keep <code>{f.path}</code> ({formatCount(f.bytes)} bytes)
              </label>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

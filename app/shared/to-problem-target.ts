import type { Diagnostic, SourceLocation } from '../../engine/index.ts';
import { ENV_TAB } from '../store/slices/view-slice.ts';
import { isSamePath } from './is-same-path.ts';
import { toDisplayPath, type PathContext } from './to-display-path.ts';

/** Where a problem is, as the screen names it, and the spot an editor jumps to (null: nowhere to go). */
export interface ProblemTarget {
  /** `agentforge.json:2:3`, `~/.config/agentforge/agentforge.json`, `AGENTFORGE_PERMISSION`, or '' for none. */
  readonly label: string;
  readonly location: SourceLocation | null;
}

/** A scenario file as the target needs it: its path (the editor places the line and column in its text). */
export interface ProblemFile {
  readonly path: string;
}

/** The layer tab a diagnostic's path opens: a scenario file, the Environment tab, or none. */
function tabOf(path: string, files: readonly ProblemFile[]): ProblemFile | typeof ENV_TAB | null {
  const file = files.find((f) => isSamePath(path, f.path));
  if (file !== undefined) return file;
  if (path.startsWith('env:') || /^AGENTFORGE_[A-Z_]+$/.test(path)) return ENV_TAB;
  return null;
}

/** A diagnostic's place: its file shown as its tab is, with line and column, and where its editor puts the cursor. */
export function toProblemTarget(d: Diagnostic, files: readonly ProblemFile[], context: PathContext): ProblemTarget {
  if (d.path === undefined || d.path === '') return { label: '', location: null };
  const tab = tabOf(d.path, files);
  const shown = tab === ENV_TAB ? d.path.replace(/^env:/, '') : toDisplayPath(tab === null ? d.path : tab.path, context);
  const line = d.line !== undefined && Number.isFinite(d.line) && d.line >= 1 ? Math.floor(d.line) : undefined;
  const column = d.column !== undefined && Number.isFinite(d.column) && d.column >= 1 ? Math.floor(d.column) : 1;
  const label = line === undefined ? shown : `${shown}:${line}:${column}`;
  if (tab === null) return { label, location: null };
  return { label, location: { file: tab === ENV_TAB ? ENV_TAB : tab.path, line: line ?? 1, column, length: d.length ?? 0 } };
}

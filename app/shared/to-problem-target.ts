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

/** A scenario file as the target needs it. */
export interface ProblemFile {
  readonly path: string;
  readonly text: string;
}

/** The layer tab a diagnostic's path opens: a scenario file, the Environment tab, or none. */
function tabOf(path: string, files: readonly ProblemFile[]): ProblemFile | typeof ENV_TAB | null {
  const file = files.find((f) => isSamePath(path, f.path));
  if (file !== undefined) return file;
  if (path.startsWith('env:') || /^AGENTFORGE_[A-Z_]+$/.test(path)) return ENV_TAB;
  return null;
}

/** The 0-based offset of a 1-based line and column (lines end at \n, as the engine counts them), clamped into the text. */
export function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let n = 1; n < line; n += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return Math.min(start + Math.max(0, column - 1), end === -1 ? text.length : end);
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
  if (tab === ENV_TAB) return { label, location: { file: ENV_TAB, line: line ?? 1, column, offset: d.offset ?? 0, length: d.length ?? 0 } };
  const offset = d.offset ?? (line === undefined ? 0 : offsetOf(tab.text, line, column));
  return { label, location: { file: tab.path, line: line ?? 1, column, offset, length: d.length ?? 0 } };
}

import type { Diagnostic } from '../../../engine/index.ts';
import { ENV_TAB } from '../../store/view-slice.ts';
import { toDisplayPath, type PathContext } from '../../shared/to-display-path.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import { countProblems } from './to-markers.ts';

/** What the tab strip needs of one loader layer. */
export interface TabLayer {
  readonly path: string | null;
  readonly label: string;
  readonly status: 'read' | 'skipped' | 'seeded';
  readonly reason: string;
}

/** One layer tab: the file, how it is shown, whether the loader reads it, and its problem counts. */
export interface LayerTab {
  readonly path: string;
  readonly label: string;
  readonly isRead: boolean;
  /** In words: which layer this file is, or why the loader does not read it. */
  readonly note: string;
  readonly errors: number;
  readonly warnings: number;
}

/** The tabs for the scenario's files, in the order the loader merges them; files it never reads come last. */
export function toTabs(files: readonly { path: string }[], layers: readonly TabLayer[], diagnostics: readonly Diagnostic[], context: PathContext): LayerTab[] {
  const rank = (path: string) => {
    const i = layers.findIndex((l) => l.path !== null && isSamePath(l.path, path) && l.status !== 'skipped');
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return files
    .map((f, order) => ({ f, order, rank: rank(f.path) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ f, rank: r }) => {
      const layer = r === Number.MAX_SAFE_INTEGER ? layers.find((l) => l.path !== null && isSamePath(l.path, f.path)) : layers[r];
      const isRead = r !== Number.MAX_SAFE_INTEGER;
      const note = layer ? (isRead ? `${layer.label} (layer ${r + 1} in merge order)` : `not read: ${layer.reason}`) : 'not read: the loader does not look at this path';
      return { path: f.path, label: toDisplayPath(f.path, context), isRead, note, ...countProblems(diagnostics, f.path) };
    });
}

/** The tab to show: the selected one if it still exists, else the first file's, else the Environment tab. */
export function toActiveTab(selected: string, files: readonly { path: string }[]): string {
  if (selected === ENV_TAB || files.some((f) => f.path === selected)) return selected;
  return files[0]?.path ?? ENV_TAB;
}

/** The tab focus moves to for a key press in the tab strip (arrows wrap, Home/End jump), or null for other keys. */
export function toNextTab(tabs: readonly string[], current: string, key: string): string | null {
  const i = Math.max(0, tabs.indexOf(current));
  const n = tabs.length;
  if (n === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return tabs[(i + 1) % n] ?? null;
    case 'ArrowLeft':
      return tabs[(i - 1 + n) % n] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[n - 1] ?? null;
    default:
      return null;
  }
}

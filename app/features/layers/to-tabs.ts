import { toPosixPath, type Diagnostic } from '../../../engine/index.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toDisplayPath, type PathContext } from '../../shared/to-display-path.ts';
import { countProblems } from './editor/to-markers.ts';
import { posixKey } from '../../shared/is-same-path.ts';

/** What the tab strip needs of one loader layer. */
export interface TabLayer {
  readonly path: string | null;
  readonly label: string;
  readonly status: 'read' | 'skipped' | 'seeded';
  readonly reason: string;
  readonly source?: string;
  /** The config dir holding the file (config-dir files, markdown entries, plugins). */
  readonly configDir?: string;
}

/** What a tab edits: a scenario file, a remote (well-known) response body, or the account's org config. */
export type TabKind = 'file' | 'remote' | 'account';

/** One thing a tab can show: its id (a file path or the layer's URL) and its kind. */
export interface TabEntry {
  readonly path: string;
  readonly kind?: TabKind;
}

/** One layer tab: the file, how it is shown, whether the loader reads it, and its problem counts. */
export interface LayerTab {
  /** The tab's id: the file path, or the remote/account layer's URL. */
  readonly path: string;
  readonly kind: TabKind;
  /** The displayed path (the tab's accessible name). */
  readonly label: string;
  /** The short name the tab shows: the file name, or the URL's host. */
  readonly name: string;
  /** Where the loader finds it, in words: the tabs are grouped by it. */
  readonly group: string;
  readonly isRead: boolean;
  /** In words: which layer this file is, or why the loader does not read it. */
  readonly note: string;
  readonly errors: number;
  readonly warnings: number;
}

/** The last segment of a path (either separator). */
function baseName(path: string): string {
  let end = path.length;
  while (end > 0 && (path[end - 1] === '/' || path[end - 1] === '\\')) end--;
  const start = Math.max(path.lastIndexOf('/', end - 1), path.lastIndexOf('\\', end - 1)) + 1;
  return end > start ? path.slice(start, end) : path;
}

/** A URL's host, or the text itself when it is no URL. */
function hostOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url)?.[1] ?? url;
}

/** The group a tab shows under: the loader step, or the config dir (as displayed) for files found in one. */
function groupOf(layer: TabLayer | undefined, isRead: boolean, context: PathContext, globalDirs: ReadonlySet<string>): string {
  if (!layer || !isRead) return 'Not read';
  switch (layer.source) {
    case 'remote':
      return 'Remote';
    case 'global':
      return 'Global';
    case 'config-env':
      return 'AGENTFORGE_CONFIG';
    case 'project':
      return 'Project';
    case 'account':
      return 'Account';
    case 'managed':
      return 'Managed';
    default:
      if (layer.configDir && globalDirs.has(toPosixPath(layer.configDir))) return 'Global';
      return layer.configDir ? toDisplayPath(layer.configDir, context) : 'Config dir';
  }
}

/** Everything that gets a tab: the scenario's files, every remote body and read remote layer, and the account's org config. */
export function toTabEntries(files: readonly { path: string }[], remote: Readonly<Record<string, unknown>> | undefined, layers: readonly TabLayer[], account?: unknown): (TabEntry & { kind: TabKind })[] {
  const out: (TabEntry & { kind: TabKind })[] = files.map((f) => ({ path: f.path, kind: 'file' }));
  const urls = new Set([...Object.keys(remote ?? {}), ...layers.filter((l) => l.source === 'remote' && l.status === 'read' && l.path !== null).map((l) => l.path ?? '')]);
  for (const url of urls) out.push({ path: url, kind: 'remote' });
  // As the loader takes it: an object with a text, at its url (or `account`).
  if (typeof account === 'object' && account !== null && typeof (account as { text?: unknown }).text === 'string') {
    const url = (account as { url?: unknown }).url;
    out.push({ path: typeof url === 'string' ? url : 'account', kind: 'account' });
  }
  return out;
}

/**
 * `toTabEntries` remembering its last list: while every entry would read as before (a keystroke changes a file's
 * text, not its path), the last list, so the tab strip compares lists by identity instead of 20,000 entries made and
 * compared per keystroke. Equal to `toTabEntries` for every input.
 */
export function createTabEntriesMemo(): typeof toTabEntries {
  let last: (TabEntry & { kind: TabKind })[] | null = null;
  return (files, remote, layers, account) => {
    const others = toTabEntries([], remote, layers, account);
    const isSame =
      last !== null &&
      last.length === files.length + others.length &&
      files.every((f, i) => last![i]!.path === f.path && last![i]!.kind === 'file') &&
      others.every((o, i) => last![files.length + i]!.path === o.path && last![files.length + i]!.kind === o.kind);
    if (!isSame) last = toTabEntries(files, remote, layers, account);
    return last!;
  };
}

const NO_PROBLEMS: { readonly errors: number; readonly warnings: number } = { errors: 0, warnings: 0 };

/**
 * A file's problem counts, asked of `countProblems` only for the files some diagnostic names (every other file has
 * none): at 20,000 files and a handful of problems, one set lookup per tab.
 */
function problemCounter(diagnostics: readonly Diagnostic[]): { readonly named: ReadonlySet<string>; readonly countsOf: (key: string) => { readonly errors: number; readonly warnings: number } } {
  const named = new Set<string>();
  for (const d of diagnostics) if (d.path !== undefined) named.add(posixKey(d.path));
  return { named, countsOf: (key) => (named.has(key) ? countProblems(diagnostics, key) : NO_PROBLEMS) };
}

/** The tabs and, in the same order, each tab's path as the loader compares it; where each path's tabs are, and which tabs have a problem count. */
interface MadeTabs {
  readonly tabs: LayerTab[];
  readonly keys: readonly string[];
  readonly at: ReadonlyMap<string, readonly number[]>;
  readonly counted: readonly number[];
}

/** The places of the tabs with a problem count. */
function countedOf(tabs: readonly LayerTab[], among: Iterable<number>): number[] {
  const out: number[] = [];
  for (const i of among) if (tabs[i]!.errors > 0 || tabs[i]!.warnings > 0) out.push(i);
  return out;
}

function makeTabs(files: readonly TabEntry[], layers: readonly TabLayer[], diagnostics: readonly Diagnostic[], context: PathContext): MadeTabs {
  // Layers by path as the loader compares it (win32 and posix spellings agree), looked up once per file: a link with
  // 20,000 agent files would otherwise compare every file with every layer. Each path is put in posix form once, the
  // order is sorted only when the files are not in it already, and a group is worked out once per config dir: at
  // 20,000 files this runs in the task that shows the analysis.
  const readAt = new Map<string, number>();
  const anyAt = new Map<string, number>();
  for (let i = 0; i < layers.length; i++) {
    const l = layers[i]!;
    if (l.path === null) continue;
    const key = posixKey(l.path);
    if (!anyAt.has(key)) anyAt.set(key, i);
    if (l.status !== 'skipped' && !readAt.has(key)) readAt.set(key, i);
  }
  const NONE = Number.MAX_SAFE_INTEGER;
  // The global dir's agents and commands show with its config files.
  const globalDirs = new Set(layers.filter((l) => l.source === 'global' && l.path !== null).map((l) => toPosixPath(l.path ?? '').replace(/\/[^/]*$/, '')));
  const keys = files.map((f) => posixKey(f.path));
  const ranks = keys.map((k) => readAt.get(k) ?? NONE);
  const order = files.map((_, i) => i);
  let isSorted = true;
  for (let i = 1; i < ranks.length && isSorted; i++) isSorted = ranks[i - 1]! <= ranks[i]!;
  if (!isSorted) order.sort((a, b) => ranks[a]! - ranks[b]! || a - b);
  // Layers found in one config dir share their group: worked out once per source and dir (a map per source, so no key
  // string is made per file).
  const bySource = new Map<string | undefined, Map<string, string>>();
  const groupOfLayer = (layer: TabLayer | undefined, isRead: boolean): string => {
    if (!layer || !isRead || layer.configDir === undefined) return groupOf(layer, isRead, context, globalDirs);
    let byDir = bySource.get(layer.source);
    if (byDir === undefined) {
      byDir = new Map();
      bySource.set(layer.source, byDir);
    }
    let group = byDir.get(layer.configDir);
    if (group === undefined) {
      group = groupOf(layer, isRead, context, globalDirs);
      byDir.set(layer.configDir, group);
    }
    return group;
  };
  const { countsOf } = problemCounter(diagnostics);
  const tabs = order.map((at): LayerTab => {
    const f = files[at]!;
    const r = ranks[at]!;
    const key = keys[at]!;
    const isRead = r !== NONE;
    const any = isRead ? undefined : anyAt.get(key);
    const layer = isRead ? layers[r] : any === undefined ? undefined : layers[any];
    const kind = f.kind ?? 'file';
    const note = layer ? (isRead ? `${layer.label} (layer ${r + 1} in merge order)` : `not read: ${layer.reason}`) : kind === 'remote' ? 'not read: no wellknown credential points at this URL' : 'not read: the loader does not look at this path';
    const label = kind === 'file' ? toDisplayPath(f.path, context) : kind === 'account' ? `Account org config ${f.path}` : f.path;
    const name = kind === 'file' ? baseName(f.path) : kind === 'account' ? 'org config' : hostOf(f.path);
    const { errors, warnings } = countsOf(key);
    return { path: f.path, kind, label, name, group: groupOfLayer(layer, isRead), isRead, note, errors, warnings };
  });
  const tabKeys = order.map((at) => keys[at]!);
  const atKey = new Map<string, number[]>();
  for (let i = 0; i < tabKeys.length; i++) {
    const list = atKey.get(tabKeys[i]!);
    if (list) list.push(i);
    else atKey.set(tabKeys[i]!, [i]);
  }
  return { tabs, keys: tabKeys, at: atKey, counted: countedOf(tabs, tabs.keys()) };
}

/** The tabs for the scenario's files (and remote/account layers), in the order the loader merges them; what it never reads comes last. */
export function toTabs(files: readonly TabEntry[], layers: readonly TabLayer[], diagnostics: readonly Diagnostic[], context: PathContext): LayerTab[] {
  return makeTabs(files, layers, diagnostics, context).tabs;
}

/** Whether two lists hold equal items, item by item. */
function isSameList<T>(a: readonly T[], b: readonly T[], isSame: (x: T, y: T) => boolean): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!isSame(a[i]!, b[i]!)) return false;
  return true;
}

function isSameEntry(a: TabEntry, b: TabEntry): boolean {
  return a.path === b.path && (a.kind ?? 'file') === (b.kind ?? 'file');
}

/** Whether two layers agree on everything a tab reads of a layer. */
function isSameTabLayer(a: TabLayer, b: TabLayer): boolean {
  return a === b || (a.path === b.path && a.status === b.status && a.label === b.label && a.reason === b.reason && a.source === b.source && a.configDir === b.configDir);
}

/**
 * The tabs with the problem counts of these diagnostics: the same made tabs when no count changed, else only the changed
 * tabs are new. Only the tabs that had a count or that a diagnostic names are looked at: every other tab had none and
 * still has none (at 20,000 files, a keystroke looks at a handful of tabs, not all).
 */
function withCounts(made: MadeTabs, diagnostics: readonly Diagnostic[]): MadeTabs {
  const { named, countsOf } = problemCounter(diagnostics);
  const candidates = new Set(made.counted);
  for (const key of named) for (const i of made.at.get(key) ?? []) candidates.add(i);
  let out: LayerTab[] | null = null;
  for (const i of candidates) {
    const tab = made.tabs[i]!;
    const { errors, warnings } = countsOf(made.keys[i]!);
    if (tab.errors === errors && tab.warnings === warnings) continue;
    out ??= made.tabs.slice();
    out[i] = { ...tab, errors, warnings };
  }
  return out === null ? made : { tabs: out, keys: made.keys, at: made.at, counted: countedOf(out, candidates) };
}

/**
 * `toTabs` for one tab strip, remembering its last result: while the entries (path, kind), the layers (what a tab reads
 * of them: path, status, label, reason, source, config dir) and the display roots compare equal, a new analysis costs
 * one comparison per file and per layer, and gives the same list (the same objects) unless a problem count changed.
 * A keystroke in one of 20,000 agent files changes none of them. Equal to `toTabs` for every input.
 */
export function createTabsMemo(): typeof toTabs {
  let last: { files: readonly TabEntry[]; layers: readonly TabLayer[]; home: string; worktree: string; made: MadeTabs } | null = null;
  return (files, layers, diagnostics, context) => {
    let made: MadeTabs;
    if (last !== null && last.home === context.home && last.worktree === context.worktree && isSameList(last.files, files, isSameEntry) && isSameList(last.layers, layers, isSameTabLayer)) {
      made = withCounts(last.made, diagnostics);
    } else {
      made = makeTabs(files, layers, diagnostics, context);
    }
    last = { files, layers, home: context.home, worktree: context.worktree, made };
    return made.tabs;
  };
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

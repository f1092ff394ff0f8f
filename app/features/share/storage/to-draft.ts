import { readScenario, type PermalinkView } from '../../../../engine/index.ts';
import type { SavedScenario } from '../../../store/slices/learn-slice.ts';
import { HISTORY_LIMITS, isSameScenario, toHistory, toScenarioKey, type HistoryEntry } from '../../../store/to-history.ts';
import type { Draft } from './write-draft.ts';

// What the first paint needs to write a draft lives in write-draft.ts; reading drafts back (the engine's
// scenario reader) loads with the link sync, after the first paint.
export { DRAFT_PREFIX, HISTORY_KEY, toDraftText, toHistoryText, type Draft } from './write-draft.ts';

/** How many tabs' drafts are kept; older ones are removed when a tab starts. */
export const MAX_DRAFTS = 10;

function readView(value: unknown): PermalinkView {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  return {
    ...(typeof v.selectedTab === 'string' ? { selectedTab: v.selectedTab } : {}),
    ...(typeof v.resultTab === 'string' ? { resultTab: v.resultTab } : {}),
  };
}

function readSaved(value: unknown): SavedScenario | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const scenario = readScenario(v.scenario).scenario;
  const baseline = readScenario(v.baseline).scenario;
  return scenario && baseline ? { scenario, baseline } : null;
}

/** Reads a stored draft back; anything damaged, foreign or hand-edited gives null, never a throw. */
export function readDraft(text: string | null): Draft | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const d = parsed as Record<string, unknown>;
  if (d.v !== 1 || typeof d.id !== 'string' || typeof d.savedAt !== 'number' || !Number.isFinite(d.savedAt)) return null;
  const scenario = readScenario(d.scenario).scenario;
  if (!scenario) return null;
  return { id: d.id, savedAt: d.savedAt, scenario, view: readView(d.view), lesson: typeof d.lesson === 'string' ? d.lesson : null, saved: readSaved(d.saved) };
}

/** The draft a tab starts from: its own (a reload), else the newest any tab saved (a new tab carries on the latest work). */
export function toStartDraft(ownId: string, drafts: readonly Draft[]): Draft | null {
  return drafts.find((d) => d.id === ownId) ?? [...drafts].sort((a, b) => b.savedAt - a.savedAt)[0] ?? null;
}

/** What this tab has: its draft id, when its work was last saved or loaded, and its scenario's key (toScenarioKey). */
export interface OwnWork {
  readonly id: string;
  readonly savedAt: number;
  readonly key: string;
}

/**
 * The other tab's draft to offer ("Another tab has newer work"), or null: the newest draft of another tab
 * that is newer than this tab's work, holds a different scenario, and was not turned down ("Keep mine").
 */
export function toDraftOffer(own: OwnWork, drafts: readonly Draft[], declined: ReadonlySet<string>): Draft | null {
  const newer = drafts
    .filter((d) => d.id !== own.id && !declined.has(d.id) && d.savedAt > own.savedAt)
    .sort((a, b) => b.savedAt - a.savedAt);
  return newer.find((d) => toScenarioKey(d.scenario) !== own.key) ?? null;
}

/**
 * The drafts to remove so at most `keep` closed tabs' drafts remain besides this tab's own: the oldest, never this
 * tab's own and never one of a tab that is still open (`open`: the ids of open tabs).
 */
export function toPrunedDraftIds(ownId: string, drafts: readonly Draft[], keep: number = MAX_DRAFTS, open: ReadonlySet<string> = new Set()): string[] {
  const others = drafts.filter((d) => d.id !== ownId && !open.has(d.id)).sort((a, b) => b.savedAt - a.savedAt);
  return others.slice(Math.max(0, keep - 1)).map((d) => d.id);
}

/**
 * The latest edit of every closed tab, as history entries (its title and when it was saved), newest first: all drafts
 * but this tab's own, the one it started from (on screen now, and any holding the same scenario) and those of tabs still open.
 */
export function toClosedDraftEntries(ownId: string, startId: string | null, drafts: readonly Draft[], open: ReadonlySet<string>): HistoryEntry[] {
  const start = drafts.find((d) => d.id === startId);
  return drafts
    .filter((d) => d.id !== ownId && d.id !== startId && !open.has(d.id) && !(start && isSameScenario(start.scenario, d.scenario)))
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((d) => ({ title: d.scenario.title ?? 'Untitled scenario', savedAt: d.savedAt, scenario: d.scenario }));
}

/** The history with `entries` added where their time puts them (newest first), each scenario once, within the history's limits. */
export function toHistoryWithEntries(history: readonly HistoryEntry[], entries: readonly HistoryEntry[]): HistoryEntry[] {
  const all = [...history, ...entries].sort((a, b) => b.savedAt - a.savedAt);
  // toHistory puts each entry first: adding them oldest first leaves the newest on top, duplicates folded.
  return all.reverse().reduce<HistoryEntry[]>((h, e) => toHistory(h, e), []);
}

/** Reads the stored history back, skipping damaged entries; damaged text gives an empty list. */
export function readHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const entries = typeof parsed === 'object' && parsed !== null && (parsed as { v?: unknown }).v === 1 ? (parsed as { entries?: unknown }).entries : null;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e: unknown) => {
    if (typeof e !== 'object' || e === null) return [];
    const { title, savedAt } = e as Record<string, unknown>;
    const scenario = readScenario((e as Record<string, unknown>).scenario).scenario;
    if (!scenario || typeof title !== 'string' || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return [];
    return [{ title, savedAt, scenario }];
  }).slice(0, HISTORY_LIMITS.maxEntries);
}

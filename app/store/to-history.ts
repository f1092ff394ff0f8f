import { canonicalScenario, type Scenario } from '../../engine/index.ts';

/** One earlier scenario the user can go back to: its title, when it was put aside, and the scenario. */
export interface HistoryEntry {
  readonly title: string;
  /** Milliseconds since the epoch when it was replaced. */
  readonly savedAt: number;
  readonly scenario: Scenario;
}

/** How many entries the history keeps, and how many characters of scenario JSON they may hold together. */
export interface HistoryLimits {
  readonly maxEntries: number;
  readonly maxChars: number;
}

/** The history's default bounds: 20 entries, about 3 MB of JSON (localStorage holds about 5 M characters per site). */
export const HISTORY_LIMITS: HistoryLimits = { maxEntries: 20, maxChars: 3_000_000 };

/** A scenario's identity for the history: its canonical JSON (key order fixed, optional keys only when set). */
export function toScenarioKey(scenario: Scenario): string {
  return JSON.stringify(canonicalScenario(scenario));
}

/**
 * The history with `entry` put first: an entry with the same scenario moves to the top instead of
 * appearing twice; the oldest entries go once there are more than `maxEntries` or their JSON passes
 * `maxChars` together. The newest entry always stays, however large.
 */
export function toHistory(history: readonly HistoryEntry[], entry: HistoryEntry, limits: HistoryLimits = HISTORY_LIMITS): HistoryEntry[] {
  const key = toScenarioKey(entry.scenario);
  const rest = history.filter((h) => toScenarioKey(h.scenario) !== key);
  const kept: HistoryEntry[] = [entry];
  let chars = key.length;
  for (const h of rest) {
    if (kept.length >= limits.maxEntries) break;
    chars += toScenarioKey(h.scenario).length;
    if (chars > limits.maxChars) break;
    kept.push(h);
  }
  return kept;
}

import { canonicalScenario, type Scenario } from '../../engine/index.ts';

/** One earlier scenario the user can go back to: its title, when it was put aside, and the scenario. */
export interface HistoryEntry {
  readonly title: string;
  /** Milliseconds since the epoch when it was replaced. */
  readonly savedAt: number;
  readonly scenario: Scenario;
}

/** How many entries the history keeps, and how many characters of scenario text (scenarioChars) they may hold together. */
export interface HistoryLimits {
  readonly maxEntries: number;
  readonly maxChars: number;
}

/** The history's default bounds: 20 entries, about 3 M characters of text (localStorage holds about 5 M characters per site). */
export const HISTORY_LIMITS: HistoryLimits = { maxEntries: 20, maxChars: 3_000_000 };

/** A scenario's identity for the history: its canonical JSON (key order fixed, optional keys only when set). */
export function toScenarioKey(scenario: Scenario): string {
  return JSON.stringify(canonicalScenario(scenario));
}

/**
 * The history with `entry` put first: an entry with the same scenario moves to the top instead of
 * appearing twice; the oldest entries go once there are more than `maxEntries` or their text passes
 * `maxChars` together. The newest entry always stays, however large.
 */
export function toHistory(history: readonly HistoryEntry[], entry: HistoryEntry, limits: HistoryLimits = HISTORY_LIMITS): HistoryEntry[] {
  const rest = history.filter((h) => !isSameScenario(h.scenario, entry.scenario));
  const kept: HistoryEntry[] = [entry];
  let chars = scenarioChars(entry.scenario);
  for (const h of rest) {
    if (kept.length >= limits.maxEntries) break;
    chars += scenarioChars(h.scenario);
    if (chars > limits.maxChars) break;
    kept.push(h);
  }
  return kept;
}

/** The characters of text a scenario holds (files, env values, probe inputs): a cheap size, no JSON made. */
export function scenarioChars(scenario: Scenario): number {
  let total = 0;
  for (const f of scenario.files) total += f.text.length + f.path.length;
  for (const v of Object.values(scenario.env)) total += v.length;
  for (const p of scenario.probes) total += p.input.length + p.permission.length;
  return total;
}

/** Whether two scenarios hold the same content: by reference, then by size, and only then by their JSON. */
export function isSameScenario(a: Scenario, b: Scenario): boolean {
  if (a === b) return true;
  if (a.files.length !== b.files.length || scenarioChars(a) !== scenarioChars(b)) return false;
  return toScenarioKey(a) === toScenarioKey(b);
}

import type { Analysis, Scenario } from '../../engine/index.ts';
import { withFileText } from './slices/scenario-slice.ts';

/**
 * Keystroke rehearsals. The code a keystroke runs in the engine (the patched parse, the one-leaf load, the agents, the
 * rules that never win, the lints, the tools' stories) is not the code that opens a scenario, so the first keystrokes
 * after opening run it while V8 still interprets and compiles it: at 706 rules they settle in 15 to 25 ms with one core
 * busy against 9 to 10 once it is warm. While the page is idle with a caret in a file, a rehearsal types a letter at
 * the caret and deletes it again, through the engine alone (no store, no render), and throws both results away. After
 * WARM_KEYSTROKE_RUNS keystroke runs, typed or rehearsed, the page rehearses no more.
 *
 * A rehearsal changes nothing a person sees: the engine's caches are checked on every run (engine/analyze.ts), and the
 * deleting run leaves them on the current scenario, as they were.
 */

/** Keystroke runs (typed or rehearsed) after which the page's keystroke code is warm. */
export const WARM_KEYSTROKE_RUNS = 10;

/** What a rehearsal types: a letter, as most keystrokes in a config are (keys, patterns, paths). */
export const REHEARSED_LETTER = 'a';

/** A rehearsal's run starts only in an idle period with at least this much time left (ms). */
export const MIN_IDLE_MS = 10;

/** The text with the rehearsed letter at `offset` (clamped into the text; an offset that is not a number means the end). */
export function withLetterAt(text: string, offset: number): string {
  const at = Number.isFinite(offset) ? Math.min(Math.max(Math.trunc(offset), 0), text.length) : text.length;
  return text.slice(0, at) + REHEARSED_LETTER + text.slice(at);
}

/** Reads every part of an analysis that a keystroke's render reads (the lazy ones included), so a rehearsal runs that code. */
export function readEveryPart(analysis: Analysis): void {
  void analysis.diagnostics;
  void analysis.lints;
  void analysis.toolStories;
  void analysis.lostLegacy;
  for (const tool of analysis.tools) void tool.reachable;
}

/** An idle period, as requestIdleCallback gives it. */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** What rehearsals need from the page. */
export interface RehearsalHost {
  /** The scenario on screen now. */
  scenario(): Scenario;
  /** Whether the page would analyse this scenario on its main thread now (not in the worker, engine loaded). */
  runsHere(scenario: Scenario): boolean;
  /** Runs the engine on a scenario as a keystroke's render does, and drops the result. */
  run(scenario: Scenario): void;
  /** Calls back in the page's next idle period. */
  whenIdle(callback: (deadline: IdleDeadline) => void): void;
}

export interface Rehearsals {
  /** The caret is at `offset` in the file at `path`: rehearse a keystroke there when the page is idle (until warm). */
  caretAt(path: string, offset: number): void;
  /** A typed keystroke ran on the main thread: it counts toward warm. */
  noteKeystroke(): void;
  /** Keystroke runs so far, typed or rehearsed. */
  runs(): number;
}

/**
 * Rehearsals over a host: at most one idle callback pending, and one rehearsal per idle period. Its deleting run
 * follows the typing run in the same period when time is left, so the engine's caches rest on a rehearsed text only
 * when a period ran out between the two (a keystroke then starts from that text: one leaf off, or the whole file
 * parsed again when the rehearsed letter broke it).
 */
export function createRehearsals(host: RehearsalHost): Rehearsals {
  let runs = 0;
  let caret: { readonly path: string; readonly offset: number } | null = null;
  // Whether the last run was the typing one: the next runs the scenario as it is, leaving the engine's caches on it.
  let isTyped = false;
  let isPending = false;

  const schedule = () => {
    if (isPending || (!isTyped && (caret === null || runs >= WARM_KEYSTROKE_RUNS))) return;
    isPending = true;
    host.whenIdle(step);
  };

  /** One engine run: the deleting one after a typing one, else a typing one. False when there is nothing to run. */
  const runOne = (): boolean => {
    const scenario = host.scenario();
    if (isTyped) {
      isTyped = false;
      // A scenario the worker analyses is not run here (and not rehearsed again until the caret moves).
      if (!host.runsHere(scenario)) {
        caret = null;
        return false;
      }
      host.run(scenario);
      runs += 1;
      return true;
    }
    if (caret === null || runs >= WARM_KEYSTROKE_RUNS) return false;
    const { path, offset } = caret;
    const file = scenario.files.find((f) => f.path === path);
    // A file that is gone, or a scenario the worker analyses (big or slow): nothing to rehearse here.
    if (!file || !host.runsHere(scenario)) {
      caret = null;
      return false;
    }
    host.run(withFileText(scenario, path, withLetterAt(file.text, offset)));
    runs += 1;
    isTyped = true;
    return true;
  };

  const step = (deadline: IdleDeadline) => {
    isPending = false;
    while (deadline.timeRemaining() >= MIN_IDLE_MS) {
      if (!runOne()) return;
      if (!isTyped) break;
    }
    schedule();
  };

  return {
    caretAt(path, offset) {
      if (runs >= WARM_KEYSTROKE_RUNS) return;
      caret = { path, offset };
      schedule();
    },
    noteKeystroke() {
      runs += 1;
      // The typed keystroke's run left the engine's caches on the current scenario: no deleting run is needed.
      isTyped = false;
    },
    runs: () => runs,
  };
}

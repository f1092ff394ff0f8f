import type { analyze } from '../../engine/analyze.ts';

// The page's own engine run (small scenarios are analysed on the main thread: app/store/selectors.ts) lives in a chunk
// of its own: config parsing, the schema, the merge, the lints and picomatch are most of the engine, and the first
// paint needs none of them to draw the frame. app/main.tsx starts the load before the first render, so the chunk
// arrives while React draws; a pane that needs an analysis before then suspends and shows that it is analysing.

type Analyze = typeof analyze;

let run: Analyze | null = null;
let loading: Promise<void> | null = null;
let failure: string | null = null;

/** Starts loading the engine's analysis (once) and resolves when it is there; rejects when its chunk cannot be fetched. */
export function loadAnalyzer(): Promise<void> {
  loading ??= import('../../engine/analyze.ts').then(
    (module) => {
      run = module.analyze;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      throw error;
    },
  );
  return loading;
}

/** Whether analyzer() answers without waiting. */
export function isAnalyzerLoaded(): boolean {
  return run !== null;
}

/** Why the engine's chunk could not be loaded (null while it loads or once it is there): what the frame says instead. */
export function analyzerFailure(): string | null {
  return failure === null ? null : failureText(failure);
}

function failureText(why: string): string {
  return `The playground could not load its engine (${why}). Reload the page to analyse the scenario`;
}

/**
 * The engine's `analyze`, once loaded. Before that it throws the loading promise: a render that needs an analysis
 * suspends (React Suspense) and runs again when the engine is there. If the chunk could not be fetched it throws an
 * Error, which the pane's error boundary shows, rather than suspending again and again.
 */
export function analyzer(): Analyze {
  if (run) return run;
  if (failure !== null) throw new Error(failureText(failure));
  throw loadAnalyzer();
}

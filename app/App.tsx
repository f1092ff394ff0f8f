import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Header } from './frame/Header.tsx';
import { MergeGraph } from './features/graph/MergeGraph.tsx';
import { ResultPanel } from './frame/ResultPanel.tsx';
import { StatusBar } from './frame/StatusBar.tsx';
import { loadCopyMarkdown } from './frame/CopyMarkdownButton.tsx';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { Splitter } from './ui/Splitter.tsx';
import type { SplitBounds } from './ui/to-split-size.ts';
import { useStoredSplit } from './ui/use-stored-split.ts';
import { useStoredFlag } from './ui/use-stored-flag.ts';
import { DOCK_ID } from './ui/Docked.tsx';

// Monaco is big (about 1 MB gzip): the layers pane's chunk starts loading right after the first paint, so its
// download and evaluation never delay that paint, and the editor is ready by the time a person reaches for it.
const loadLayersPane = () => import('./features/layers/LayersPane.tsx');
const LayersPane = lazy(loadLayersPane);

// Small lazy chunks of controls that are on screen but used later: fetched when the page is idle (the import
// actions are what picking an example or dropping files runs).
const IDLE_PREFETCH = [() => import('./features/instance/RunningInstance.tsx'), loadCopyMarkdown, () => import('./features/share/import/import-actions.ts')];

/** Runs `run` once the frame holding the first render has been painted: a task queued from requestAnimationFrame runs after that paint. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `run` when the browser is idle (at most `timeoutMs` later); a plain timeout where requestIdleCallback is missing. */
function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, timeoutMs);
  return () => clearTimeout(timer);
}

/** False until the first paint is on screen; then the editor's chunk is requested, and the small lazy chunks when idle. */
function useIsPainted(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      void loadLayersPane().catch(() => undefined); // a failure shows through LayersPane's ErrorBoundary when it renders
      setPainted(true);
      cancelIdle = whenIdle(() => IDLE_PREFETCH.forEach((load) => void load().catch(() => undefined)), 2000);
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, []);
  return isPainted;
}

// Builds only: the service worker (offline use) and its update offer, a small chunk loaded after the first paint.
const UpdateOffer = lazy(() => import('./pwa/UpdateOffer.tsx').then((m) => ({ default: m.UpdateOffer })));

const EDITOR_LOADING = <p className="loading">Loading editor…</p>;
// What a pane shows while the engine's own chunk loads (app/deferred/analyzer-on-demand.ts): a moment after the first paint.
const ANALYSING = <p className="loading">Analysing…</p>;

// The two splits, as the first pane's share in percent; each is remembered in this browser. The merge order takes at
// most 55% of the right pane, so the results keep at least 40% of it (the splitter's own 6 px aside).
const LAYERS_SPLIT: SplitBounds = { min: 25, max: 65, fallback: 40 };
const GRAPH_SPLIT: SplitBounds = { min: 20, max: 55, fallback: 38 };

/**
 * The main screen: layers on the left; merge order (foldable to a one-line strip) and results on the right, with a
 * splitter between each pair; then the dock (messages and the problems list) and the status bar. The splits are CSS
 * variables, so a narrow or short window (styles.css) can stack the panes instead.
 */
export function App() {
  const [layersShare, setLayersShare] = useStoredSplit('playground.split.layers', LAYERS_SPLIT);
  const [graphShare, setGraphShare] = useStoredSplit('playground.split.graph', GRAPH_SPLIT);
  const [isGraphFolded, setGraphFolded] = useStoredFlag('playground.graph.folded');
  const isPainted = useIsPainted();
  return (
    <div className="app">
      <Header />
      <main className="workspace" style={{ '--layers-share': `${layersShare}%`, '--graph-share': `${graphShare}%` } as CSSProperties}>
        <section id="layers-pane" className="pane layers-pane" aria-label="Layers">
          <ErrorBoundary name="Layers">
            {isPainted ? (
              <Suspense fallback={EDITOR_LOADING}>
                <LayersPane />
              </Suspense>
            ) : (
              EDITOR_LOADING
            )}
          </ErrorBoundary>
        </section>
        <Splitter label="Resize the layers pane" controls="layers-pane" orientation="vertical" value={layersShare} bounds={LAYERS_SPLIT} onChange={setLayersShare} />
        <section className={isGraphFolded ? 'pane right-pane graph-folded' : 'pane right-pane'}>
          <div id="graph-pane" className="graph-pane">
            <ErrorBoundary name="Merge order">
              <Suspense fallback={ANALYSING}>
                <MergeGraph isFolded={isGraphFolded} onFold={setGraphFolded} />
              </Suspense>
            </ErrorBoundary>
          </div>
          {!isGraphFolded && <Splitter label="Resize the merge order pane" controls="graph-pane" orientation="horizontal" value={graphShare} bounds={GRAPH_SPLIT} onChange={setGraphShare} />}
          <ErrorBoundary name="Results">
            <Suspense fallback={<section className="results" aria-label="Results" aria-busy="true">{ANALYSING}</section>}>
              <ResultPanel />
            </Suspense>
          </ErrorBoundary>
        </section>
      </main>
      <div id={DOCK_ID} className="dock" />
      <StatusBar />
      {isPainted && import.meta.env.PROD && (
        <Suspense fallback={null}>
          <UpdateOffer />
        </Suspense>
      )}
    </div>
  );
}

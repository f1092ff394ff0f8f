import { lazy, Suspense } from 'react';
import { Header } from './frame/Header.tsx';
import { MergeGraph } from './features/graph/MergeGraph.tsx';
import { ResultPanel } from './frame/ResultPanel.tsx';
import { StatusBar } from './frame/StatusBar.tsx';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { Splitter } from './ui/Splitter.tsx';
import type { SplitBounds } from './ui/to-split-size.ts';
import { useStoredSplit } from './ui/use-stored-split.ts';

// Monaco is big: it loads only when the layers pane is shown, after the first paint.
const LayersPane = lazy(() => import('./features/layers/LayersPane.tsx'));

// The two splits, as the first pane's share in percent; each is remembered in this browser.
const LAYERS_SPLIT: SplitBounds = { min: 25, max: 65, fallback: 40 };
const GRAPH_SPLIT: SplitBounds = { min: 20, max: 70, fallback: 38 };

/** The main screen: layers on the left; merge order and results on the right, with a splitter between each pair. */
export function App() {
  const [layersShare, setLayersShare] = useStoredSplit('playground.split.layers', LAYERS_SPLIT);
  const [graphShare, setGraphShare] = useStoredSplit('playground.split.graph', GRAPH_SPLIT);
  return (
    <div className="app">
      <Header />
      <main className="workspace" style={{ gridTemplateColumns: `minmax(300px, ${layersShare}%) auto minmax(480px, 1fr)` }}>
        <section id="layers-pane" className="pane layers-pane" aria-label="Layers">
          <ErrorBoundary name="Layers">
            <Suspense fallback={<p className="loading">Loading editor…</p>}>
              <LayersPane />
            </Suspense>
          </ErrorBoundary>
        </section>
        <Splitter label="Resize the layers pane" controls="layers-pane" orientation="vertical" value={layersShare} bounds={LAYERS_SPLIT} onChange={setLayersShare} />
        <section className="pane right-pane" style={{ gridTemplateRows: `minmax(180px, ${graphShare}%) auto minmax(0, 1fr)` }}>
          <div id="graph-pane" className="graph-pane">
            <ErrorBoundary name="Merge order">
              <MergeGraph />
            </ErrorBoundary>
          </div>
          <Splitter label="Resize the merge order pane" controls="graph-pane" orientation="horizontal" value={graphShare} bounds={GRAPH_SPLIT} onChange={setGraphShare} />
          <ErrorBoundary name="Results">
            <ResultPanel />
          </ErrorBoundary>
        </section>
      </main>
      <StatusBar />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Header } from './frame/Header.tsx';
import { MergeGraph } from './features/graph/MergeGraph.tsx';
import { ResultPanel } from './frame/ResultPanel.tsx';
import { StatusBar } from './frame/StatusBar.tsx';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';

// Monaco is big: it loads only when the layers pane is shown, after the first paint.
const LayersPane = lazy(() => import('./features/layers/LayersPane.tsx'));

/** The main screen: layers on the left; merge order and results on the right. */
export function App() {
  return (
    <div className="app">
      <Header />
      <main className="workspace">
        <section className="pane layers-pane" aria-label="Layers">
          <ErrorBoundary name="Layers">
            <Suspense fallback={<p className="loading">Loading editor…</p>}>
              <LayersPane />
            </Suspense>
          </ErrorBoundary>
        </section>
        <section className="pane right-pane">
          <ErrorBoundary name="Merge order">
            <MergeGraph />
          </ErrorBoundary>
          <ErrorBoundary name="Results">
            <ResultPanel />
          </ErrorBoundary>
        </section>
      </main>
      <StatusBar />
    </div>
  );
}

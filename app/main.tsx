import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { loadYamlLibrary } from '../engine/index.ts';
import { loadAnalyzer } from './deferred/analyzer-on-demand.ts';
import './styles.css';

// js-yaml is a chunk of its own in the page (vite.config.ts): requested now, beside the first render, so a markdown
// file that arrives later (an import, an example, a link) finds it there. Until it is, a render that reads markdown
// suspends: a link to a scenario with markdown agents paints once its frontmatter can be read.
// The engine's analysis is a chunk of its own too (app/deferred/analyzer-on-demand.ts): requested before the first
// render, it downloads while React draws the frame.
void loadAnalyzer().catch(() => undefined); // a failure is shown by the pane that needs an analysis
void loadYamlLibrary().catch(() => undefined); // a failure is shown by the render that needs the parser

const LOADING = <p className="loading">Loading…</p>;

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      {/* The panes have boundaries of their own; this one catches what the header or status bar throws. */}
      <ErrorBoundary name="playground">
        <Suspense fallback={LOADING}>
          <App />
        </Suspense>
      </ErrorBoundary>
    </StrictMode>,
  );

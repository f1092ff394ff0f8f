import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { usePlayground } from '../store/store.ts';
import { RESULT_TABS, type ResultTab } from '../store/result-tabs.ts';
import { InstanceBar } from '../features/instance/InstanceBar.tsx';
import { ToolsTable } from '../features/tools/ToolsTable.tsx';
import { OverflowTabs } from '../ui/OverflowTabs.tsx';
import { useScrollCue } from '../ui/use-scroll-cue.ts';

// Only the Tools table is in the first paint; every other tab loads when it is first opened.
const RuleTester = lazy(() => import('../features/tester/RuleTester.tsx').then((m) => ({ default: m.RuleTester })));
const RulesTable = lazy(() => import('../features/rules/RulesTable.tsx').then((m) => ({ default: m.RulesTable })));
const MergedView = lazy(() => import('../features/merged/MergedView.tsx').then((m) => ({ default: m.MergedView })));
const ProbeTable = lazy(() => import('../features/probes/ProbeTable.tsx').then((m) => ({ default: m.ProbeTable })));
const MatrixView = lazy(() => import('../features/matrix/MatrixView.tsx').then((m) => ({ default: m.MatrixView })));
const DiffView = lazy(() => import('../features/diff/DiffView.tsx').then((m) => ({ default: m.DiffView })));
const SubagentsView = lazy(() => import('../features/subagents/SubagentsView.tsx').then((m) => ({ default: m.SubagentsView })));
const SimulatorPanel = lazy(() => import('../features/simulator/SimulatorPanel.tsx').then((m) => ({ default: m.SimulatorPanel })));
const ExplainHost = lazy(() => import('../features/explain/ExplainHost.tsx').then((m) => ({ default: m.ExplainHost })));
const FixHost = lazy(() => import('../features/fix/FixHost.tsx').then((m) => ({ default: m.FixHost })));
const LearnPanel = lazy(() => import('../features/learn/LearnPanel.tsx').then((m) => ({ default: m.LearnPanel })));

// A Record over the tab union: a tab added to RESULT_TABS fails the typecheck until it has a panel.
const PANELS: Readonly<Record<ResultTab, ComponentType>> = {
  tools: ToolsTable,
  tester: RuleTester,
  rules: RulesTable,
  merged: MergedView,
  probes: ProbeTable,
  matrix: MatrixView,
  diff: DiffView,
  subagents: SubagentsView,
  simulator: SimulatorPanel,
  learn: LearnPanel,
};

function Panel({ tab }: { readonly tab: ResultTab }) {
  const View = PANELS[tab];
  return <View />;
}

/** The results: a one-line tab row of RESULT_TABS (the ones that do not fit wait behind "More tabs") and the open tab's panel, with a cue while it scrolls sideways. */
export function ResultPanel() {
  const active = usePlayground((s) => s.resultTab);
  const setResultTab = usePlayground((s) => s.setResultTab);
  const hasExplainTarget = usePlayground((s) => s.explainTarget !== null);
  const hasFix = usePlayground((s) => s.fixRequest !== null || s.appliedFix !== null);
  const panel = useRef<HTMLDivElement>(null);
  useScrollCue(panel);

  return (
    <section className="results" aria-label="Results">
      <InstanceBar />
      {hasFix && (
        <Suspense fallback={null}>
          <FixHost />
        </Suspense>
      )}
      <OverflowTabs label="Results" idPrefix="result" tabs={RESULT_TABS} active={active} onSelect={setResultTab} />
      <div className="tabpanel-frame">
        <div ref={panel} role="tabpanel" id={`result-panel-${active}`} aria-labelledby={`result-tab-${active}`} className="tabpanel" tabIndex={0}>
          <Suspense fallback={<p className="loading">Loading…</p>}>
            <Panel tab={active} />
          </Suspense>
        </div>
        {/* Shown while the panel's content runs past its right edge: it scrolls sideways (a click scrolls it). */}
        <div className="scroll-cue" aria-hidden="true" title="Scroll right for more" onClick={() => panel.current?.scrollBy({ left: panel.current.clientWidth * 0.6, behavior: 'smooth' })}>
          ›
        </div>
      </div>
      {hasExplainTarget && (
        <Suspense fallback={null}>
          <ExplainHost />
        </Suspense>
      )}
    </section>
  );
}

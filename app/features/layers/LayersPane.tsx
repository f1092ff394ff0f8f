import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { setSchemaFiles } from '../../monaco-setup.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { AddLayerMenu } from './AddLayerMenu.tsx';
import { envModelUri, fileModelUri, fileTextByUri, JSON_ENV_VARS, syncModels } from './editor/editor-models.ts';
import { EnvironmentPanel } from './env/EnvironmentPanel.tsx';
import { UndoRemove } from './FileActions.tsx';
import { FilePanel } from './FilePanel.tsx';
import { LayerTabs, tabId } from './LayerTabs.tsx';
import './layers.css';
import { registerFrontmatterSupport } from './editor/register-frontmatter.ts';
import { SourcePanel, sourceModelUri } from './SourcePanel.tsx';
import { toAccountText, toRemoteText } from './to-source-text.ts';
import { createTabEntriesMemo, createTabsMemo, toActiveTab, toTabEntries, type LayerTab } from './to-tabs.ts';

registerFrontmatterSupport();

const selectScenario = (s: PlaygroundState) => s.scenario;
const selectSelected = (s: PlaygroundState) => s.selectedTab;
const selectRevision = (s: PlaygroundState) => s.revision;
/** Loader sources whose files are agentforge.json(c) configs (the schema applies to them whatever their name). */
const CONFIG_SOURCES: ReadonlySet<string> = new Set(['global', 'config-env', 'project', 'config-dir', 'managed']);

/** The text a tab edits: its file's, its remote URL's body, or the account's org config. */
function textOf(tab: Pick<LayerTab, 'kind' | 'path'>, s: PlaygroundState['scenario']): string {
  if (tab.kind === 'remote') return toRemoteText(s.remote, tab.path);
  if (tab.kind === 'account') return toAccountText(s.account);
  return s.files.find((f) => f.path === tab.path)?.text ?? '';
}

/** The layers pane: a tab per scenario file in merge order, an Environment tab, add/rename/remove, and one Monaco editor. */
export default function LayersPane() {
  const scenario = usePlayground(selectScenario);
  const selected = usePlayground(selectSelected);
  const revision = usePlayground(selectRevision);
  // The tab strip follows a new analysis in a render of its own, after the urgent one (the Tools table, the Agent
  // picker): at 20,000 agent files its tabs are 30–40 ms of work, which made the render that shows an answer a long task.
  // A change of files is urgent as before (the tabs are remade at once, with the analysis shown so far).
  const analysis = useDeferredValue(useAnalysis());
  const files = scenario.files;
  const [toEntries] = useState(createTabEntriesMemo);
  const entries = useMemo(() => toEntries(files, scenario.remote, analysis.load.layers, scenario.account), [toEntries, files, scenario.remote, analysis.load.layers, scenario.account]);
  const active = toActiveTab(selected, entries);
  // Remembers its last tabs: a keystroke that leaves the files, the layers and the problem counts as they were costs a
  // comparison per file, not the tabs of 20,000 agent files remade.
  const [toTabs] = useState(createTabsMemo);
  const tabs = useMemo(() => toTabs(entries, analysis.load.layers, analysis.diagnostics, scenario), [toTabs, entries, analysis, scenario]);

  useEffect(() => {
    // Loads, resets, renames and removals are the only writes from the store into the editors.
    const s = usePlayground.getState().scenario;
    const others = new Map<string, string>();
    for (const name of JSON_ENV_VARS) others.set(envModelUri(name), s.env[name] ?? '');
    for (const t of toTabEntries([], s.remote, [], s.account)) others.set(sourceModelUri(t), textOf(t, s));
    const fileText = fileTextByUri(s.files);
    syncModels((uri) => (others.has(uri) ? others.get(uri) : fileText(uri)));
  }, [revision]);

  const accountTab = tabs.find((t) => t.kind === 'account');
  const configPaths = [...analysis.load.layers.filter((l) => l.path !== null && CONFIG_SOURCES.has(l.source)).map((l) => fileModelUri(l.path ?? '')), ...(accountTab ? [sourceModelUri(accountTab)] : [])];
  const configKey = configPaths.join('\n');
  useEffect(() => {
    setSchemaFiles([...configKey.split('\n').filter(Boolean), envModelUri('AGENTFORGE_CONFIG_CONTENT')], [envModelUri('AGENTFORGE_PERMISSION')]);
  }, [configKey]);

  const tab = tabs.find((t) => t.path === active);
  const text = tab ? textOf(tab, scenario) : '';
  const select = usePlayground.getState().selectTab;
  return (
    <div className="lp">
      <div className="lp-bar">
        <LayerTabs tabs={tabs} active={active} onSelect={select} />
        <AddLayerMenu />
      </div>
      <UndoRemove />
      <div className="lp-panel" role="tabpanel" id="layer-panel" aria-labelledby={tabId(active)}>
        {active === ENV_TAB || !tab ? <EnvironmentPanel /> : tab.kind === 'file' ? <FilePanel tab={tab} text={text} /> : <SourcePanel key={tab.path} tab={tab} text={text} />}
      </div>
    </div>
  );
}

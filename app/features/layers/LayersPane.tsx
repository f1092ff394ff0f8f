import { useEffect, useMemo } from 'react';
import { setSchemaFiles } from '../../monaco-setup.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { ENV_TAB } from '../../store/view-slice.ts';
import { AddLayerMenu } from './AddLayerMenu.tsx';
import { envModelUri, fileModelUri, JSON_ENV_VARS, syncModels } from './editor-models.ts';
import { EnvironmentPanel } from './EnvironmentPanel.tsx';
import { UndoRemove } from './FileActions.tsx';
import { FilePanel } from './FilePanel.tsx';
import { LayerTabs, tabId } from './LayerTabs.tsx';
import './layers.css';
import { registerFrontmatterSupport } from './register-frontmatter.ts';
import { toActiveTab, toTabs } from './to-tabs.ts';

registerFrontmatterSupport();

const selectScenario = (s: PlaygroundState) => s.scenario;
const selectSelected = (s: PlaygroundState) => s.selectedTab;
const selectRevision = (s: PlaygroundState) => s.revision;
/** Loader sources whose files are agentforge.json(c) configs (the schema applies to them whatever their name). */
const CONFIG_SOURCES: ReadonlySet<string> = new Set(['global', 'config-env', 'project', 'config-dir', 'managed']);

/** The layers pane: a tab per scenario file in merge order, an Environment tab, add/rename/remove, and one Monaco editor. */
export default function LayersPane() {
  const scenario = usePlayground(selectScenario);
  const selected = usePlayground(selectSelected);
  const revision = usePlayground(selectRevision);
  const analysis = useAnalysis();
  const files = scenario.files;
  const active = toActiveTab(selected, files);
  const tabs = useMemo(() => toTabs(files, analysis.load.layers, analysis.diagnostics, scenario), [files, analysis, scenario]);

  useEffect(() => {
    // Loads, resets, renames and removals are the only writes from the store into the editors.
    const s = usePlayground.getState().scenario;
    const texts = new Map<string, string>(s.files.map((f) => [fileModelUri(f.path), f.text]));
    for (const name of JSON_ENV_VARS) texts.set(envModelUri(name), s.env[name] ?? '');
    syncModels(texts);
  }, [revision]);

  const configPaths = analysis.load.layers.filter((l) => l.path !== null && CONFIG_SOURCES.has(l.source)).map((l) => fileModelUri(l.path ?? ''));
  const configKey = configPaths.join('\n');
  useEffect(() => {
    setSchemaFiles([...configKey.split('\n').filter(Boolean), envModelUri('AGENTFORGE_CONFIG_CONTENT')], [envModelUri('AGENTFORGE_PERMISSION')]);
  }, [configKey]);

  const tab = tabs.find((t) => t.path === active);
  const text = files.find((f) => f.path === active)?.text ?? '';
  const select = usePlayground.getState().selectTab;
  return (
    <div className="lp">
      <div className="lp-bar">
        <LayerTabs tabs={tabs} active={active} onSelect={select} />
        <AddLayerMenu />
      </div>
      <UndoRemove />
      <div className="lp-panel" role="tabpanel" id="layer-panel" aria-labelledby={tabId(active)}>
        {active === ENV_TAB || !tab ? <EnvironmentPanel /> : <FilePanel tab={tab} text={text} />}
      </div>
    </div>
  );
}

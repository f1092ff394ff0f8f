import { useCallback, useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { envModelUri } from './editor/editor-models.ts';
import { LayerEditor } from './editor/LayerEditor.tsx';
import { toMarkers } from './editor/to-markers.ts';
import { toSourceModelName } from './to-source-text.ts';
import type { LayerTab } from './to-tabs.ts';

/** The Monaco model URI of a remote body's or the account config's editor. */
export function sourceModelUri(tab: Pick<LayerTab, 'kind' | 'path'>): string {
  return envModelUri(toSourceModelName(tab.kind === 'account' ? 'account' : 'remote', tab.path));
}

const HELP: Readonly<Record<'remote' | 'account', string>> = {
  remote: 'What GET of this URL returns (stubbed): JSON with an inline "config" and/or "remote_config": {"url": …}. The loader merges them and reads the result first, under every other layer.',
  account: 'The logged-in account’s active org config (JSON). It is read after AGENTFORGE_CONFIG_CONTENT and before the managed dir; if it fails to load it is ignored.',
};

/** A remote (well-known) or account layer: what it is, Remove, and its text in Monaco. */
export function SourcePanel({ tab, text }: { tab: LayerTab; text: string }) {
  const analysis = useAnalysis();
  const kind = tab.kind === 'account' ? 'account' : 'remote';
  // The account's text is the layer's text, so its diagnostics have places in it; a remote layer's are in the merged body.
  const markers = useMemo(() => (kind === 'account' ? toMarkers(analysis.diagnostics, tab.path, text) : []), [kind, analysis.diagnostics, tab.path, text]);
  const onText = useCallback(
    (next: string) => {
      const s = usePlayground.getState();
      if (kind === 'account') s.setAccountText(next);
      else s.setRemoteText(tab.path, next);
    },
    [kind, tab.path],
  );
  const remove = () => {
    const s = usePlayground.getState();
    if (kind === 'account') s.removeAccount();
    else s.removeRemote(tab.path);
  };
  return (
    <div className="fp">
      <div className="fa-bar">
        <span className="fa-note" title={`${tab.path}\n${HELP[kind]}`}>{tab.note}</span>
        <button type="button" onClick={remove} aria-label={`Remove ${tab.label}`}>Remove</button>
      </div>
      <p className="sp-help">{HELP[kind]}</p>
      <div className="fp-editor">
        <LayerEditor uri={sourceModelUri(tab)} language="json" initialText={text} markers={markers} highlight={null} frontmatter={null} ariaLabel={`Editor for ${tab.label}`} onText={onText} />
      </div>
    </div>
  );
}

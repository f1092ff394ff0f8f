import { useCallback, useMemo } from 'react';
import { useAnalysis } from '../../../store/selectors.ts';
import { usePlayground } from '../../../store/store.ts';
import { envModelUri } from '../editor/editor-models.ts';
import { LayerEditor } from '../editor/LayerEditor.tsx';
import { toEditorLanguage } from '../editor/to-editor-language.ts';
import { envSourcePath, toMarkers } from '../editor/to-markers.ts';

/** A JSONC env var in a small Monaco editor; emptying it unsets the variable. */
export function EnvJsonField({ name, help }: { name: string; help: string }) {
  const value = usePlayground((s) => s.scenario.env[name]) ?? '';
  const diagnostics = useAnalysis().diagnostics;
  const language = useMemo(() => toEditorLanguage('json', value), [value]);
  const markers = useMemo(() => toMarkers(diagnostics, envSourcePath(name), value), [diagnostics, name, value]);
  const onText = useCallback(
    (text: string) => {
      const s = usePlayground.getState();
      const next = text.trim() === '' ? undefined : text;
      if (s.scenario.env[name] !== next) s.setEnv(name, next);
    },
    [name],
  );
  return (
    <div className="ev-json">
      <div className="ev-name">
        <code>{name}</code> <span className="ev-help">{help}</span>
        {value === '' && <span className="ev-unset"> (not set)</span>}
      </div>
      <div className="ev-json-editor">
        <LayerEditor uri={envModelUri(name)} language={language} initialText={value} markers={markers} highlight={null} frontmatter={null} ariaLabel={`${name} (JSONC)`} onText={onText} />
      </div>
    </div>
  );
}

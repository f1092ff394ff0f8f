import { useCallback, useMemo } from 'react';
import { rehearseKeystrokeAt, useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { fileModelUri, languageOf } from './editor/editor-models.ts';
import { toEditorLanguage } from './editor/to-editor-language.ts';
import { FileActions } from './FileActions.tsx';
import { LayerEditor } from './editor/LayerEditor.tsx';
import { findFrontmatter } from './editor/to-frontmatter.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import { toMarkers } from './editor/to-markers.ts';
import { toRange } from './editor/to-range.ts';
import type { LayerTab } from './to-tabs.ts';

const selectHighlight = (s: PlaygroundState) => s.highlight;

/** The open file: its header and its Monaco editor, with the engine's diagnostics and the revealed span. */
export function FilePanel({ tab, text }: { tab: LayerTab; text: string }) {
  const analysis = useAnalysis();
  const highlight = usePlayground(selectHighlight);
  const path = tab.path;
  const language = useMemo(() => toEditorLanguage(languageOf(path), text), [path, text]);
  // Not on text: diagnostics are placed in the text they were found in. A keystroke changes the text at once and the
  // diagnostics when its analysis is in; placing the older diagnostics in the newer text in between would be wrong
  // after the edit, and re-sent every marker (Monaco moves the markers it holds with the edit meanwhile).
  const markers = useMemo(() => toMarkers(analysis.diagnostics, path, text), [analysis.diagnostics, path]);
  const range = useMemo(() => (highlight && isSamePath(highlight.file, path) ? toRange(text, highlight) : null), [highlight, path]); // not on text: typing must not re-reveal
  const block = language === 'markdown' ? findFrontmatter(text) : null;
  const frontmatterEnd = block?.endLine ?? 0;
  const frontmatter = useMemo(() => (frontmatterEnd ? { startLineNumber: 1, startColumn: 1, endLineNumber: frontmatterEnd, endColumn: 1 } : null), [frontmatterEnd]);
  const onText = useCallback(
    (next: string) => {
      const s = usePlayground.getState();
      if (s.scenario.files.find((f) => f.path === path)?.text !== next) s.setFileText(path, next);
    },
    [path],
  );
  const onCaret = useCallback((offset: number) => rehearseKeystrokeAt(path, offset), [path]);
  return (
    <div className="fp">
      <FileActions path={path} displayPath={tab.label} note={tab.note} />
      <div className="fp-editor">
        <LayerEditor uri={fileModelUri(path)} language={language} initialText={text} markers={markers} highlight={range} frontmatter={frontmatter} ariaLabel={`Editor for ${tab.label}`} onText={onText} onCaret={onCaret} />
      </div>
    </div>
  );
}

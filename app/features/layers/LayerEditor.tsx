import Editor from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import { monaco, type Monaco } from '../../monaco-setup.ts';
import type { LayerMarker } from './to-markers.ts';
import type { EditorRange } from './to-range.ts';
import { useColorScheme } from './use-color-scheme.ts';

type CodeEditor = ReturnType<Monaco['editor']['create']>;

const SEVERITY: Readonly<Record<LayerMarker['severity'], number>> = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
};

/** The marker owner of the engine's diagnostics (the JSON worker keeps its own). */
export const MARKER_OWNER = 'agentforge';

interface Props {
  /** The model URI (one model per file, kept across tab switches). */
  readonly uri: string;
  readonly language: string;
  /** The text a new model starts with; later edits flow out through onText only. */
  readonly initialText: string;
  readonly markers: readonly LayerMarker[];
  /** A span to reveal and light up. */
  readonly highlight: EditorRange | null;
  /** Ranges shaded as the frontmatter block. */
  readonly frontmatter: EditorRange | null;
  readonly ariaLabel: string;
  readonly height?: string;
  readonly onText: (text: string) => void;
}

/** One uncontrolled Monaco editor: it reports edits; the pane replaces model text only on load or reset. */
export function LayerEditor({ uri, language, initialText, markers, highlight, frontmatter, ariaLabel, height = '100%', onText }: Props) {
  const [editor, setEditor] = useState<CodeEditor | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const scheme = useColorScheme();

  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || model.uri.toString() !== uri) return;
    monaco.editor.setModelMarkers(model, MARKER_OWNER, markers.map((m) => ({ ...m, severity: SEVERITY[m.severity], source: 'agentforge' })));
  }, [editor, uri, markers]);

  useEffect(() => {
    if (!editor || !frontmatter) return;
    const collection = editor.createDecorationsCollection([{ range: frontmatter, options: { isWholeLine: true, className: 'le-frontmatter'} }]);
    return () => collection.clear();
  }, [editor, uri, frontmatter]);

  useEffect(() => {
    if (!editor || !highlight) return;
    editor.revealRangeInCenterIfOutsideViewport(highlight);
    editor.setPosition({ lineNumber: highlight.startLineNumber, column: highlight.startColumn });
    const collection = editor.createDecorationsCollection([{ range: highlight, options: { className: 'le-highlight', inlineClassName: 'le-highlight-text', isWholeLine: false, overviewRuler: { color: '#d4a72c', position: monaco.editor.OverviewRulerLane.Center } } }]);
    return () => collection.clear();
  }, [editor, uri, highlight]);

  return (
    <Editor
      height={height}
      path={uri}
      defaultLanguage={language}
      language={language}
      defaultValue={initialText}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      onMount={(e: CodeEditor) => setEditor(e)}
      onChange={(value?: string) => onTextRef.current(value ?? '')}
      loading={<p className="loading">Loading editor…</p>}
      options={{ ariaLabel, minimap: { enabled: false }, fontSize: 13, scrollBeyondLastLine: false, automaticLayout: true, wordWrap: 'on', tabSize: 2, fixedOverflowWidgets: true, renderValidationDecorations: 'on', renderFinalNewline: 'on' }}
    />
  );
}

import Editor from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import { monaco, type Monaco } from '../../../monaco-setup.ts';
import { isSameMarkers, type LayerMarker } from './to-markers.ts';
import type { EditorRange } from './to-range.ts';
import { useColorScheme } from './use-color-scheme.ts';
import { focusNextOutside, isLargeText, toEditorHint } from './to-editor-hint.ts';
import { PlainView } from './PlainView.tsx';
import { isTooBigForEditor } from './to-plain-preview.ts';
import { usePlayground, type PlaygroundState } from '../../../store/store.ts';
import './layer-editor.css';

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

const selectRevision = (s: PlaygroundState) => s.revision;
/**
 * The model URIs a person chose to see in Monaco although they are large (opened anyway, or typed or pasted into the
 * editor), with the store's revision then: a load, reset or fix (a new revision) shows a large text in the light view again.
 */
const keptInEditor = new Map<string, number>();

/**
 * A layer's editor: Monaco, or for a text over `EDITOR_OPEN_LIMIT` that was loaded (a link, an import, a draft) the
 * light read-only view with "Open in the editor anyway" (creating the Monaco model of multi-MB text blocks the page
 * for seconds). Text that grows large in the editor (a paste) stays in the editor.
 */
export function LayerEditor(props: Props) {
  const revision = usePlayground(selectRevision);
  const [, setOpened] = useState(0);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const { uri, initialText, onText } = props;
  if (isTooBigForEditor(initialText.length) && keptInEditor.get(uri) !== revision) {
    const open = () => {
      // A model left from before the load holds other text: the editor must start from the scenario's.
      const stale = monaco.editor.getModel(monaco.Uri.parse(uri));
      if (stale && stale.getValue() !== initialText) stale.dispose();
      keptInEditor.set(uri, revisionRef.current);
      setOpened((n) => n + 1);
    };
    return <PlainView text={initialText} markers={props.markers} highlight={props.highlight} ariaLabel={props.ariaLabel} height={props.height ?? '100%'} onOpen={open} />;
  }
  const typed = (text: string) => {
    keptInEditor.set(uri, revisionRef.current);
    onText(text);
  };
  return <MonacoLayerEditor {...props} onText={typed} />;
}

/**
 * One uncontrolled Monaco editor: it reports edits; the pane replaces model text only on load or reset. Above a size
 * the JSON language service is switched off (its worker overflows on huge objects): the model becomes plain text and
 * keeps the engine's markers, and the hint under the editor says so. Escape then Tab (or Ctrl+M) leaves the editor.
 */
function MonacoLayerEditor({ uri, language, initialText, markers, highlight, frontmatter, ariaLabel, height = '100%', onText }: Props) {
  const [editor, setEditor] = useState<CodeEditor | null>(null);
  const [isLarge, setLarge] = useState(() => isLargeText(initialText.length));
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  // Markers last sent per model: unchanged markers are not sent again.
  const sent = useRef(new Map<string, readonly LayerMarker[]>());
  const scheme = useColorScheme();
  const guarded = isLarge && language === 'json';
  const effectiveLanguage = guarded ? 'plaintext' : language;

  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || model.uri.toString() !== uri) return;
    const last = sent.current.get(uri);
    if (last && isSameMarkers(last, markers) && monaco.editor.getModelMarkers({ resource: model.uri, owner: MARKER_OWNER }).length === markers.length) return;
    sent.current.set(uri, markers);
    monaco.editor.setModelMarkers(model, MARKER_OWNER, markers.map((m) => ({ ...m, severity: SEVERITY[m.severity], source: 'agentforge' })));
  }, [editor, uri, markers]);

  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || model.uri.toString() !== uri) return;
    if (model.getLanguageId() !== effectiveLanguage) monaco.editor.setModelLanguage(model, effectiveLanguage);
  }, [editor, uri, effectiveLanguage]);

  useEffect(() => {
    if (!editor) return;
    // Escape arms, and the next Tab (Shift+Tab) moves focus to the next (previous) control outside the editor.
    let armed = false;
    const sub = editor.onKeyDown((e) => {
      if (e.keyCode === monaco.KeyCode.Escape) {
        armed = true;
        return;
      }
      if (e.keyCode === monaco.KeyCode.Tab && armed && !e.ctrlKey && !e.altKey && !e.metaKey) {
        e.preventDefault();
        e.stopPropagation();
        armed = false;
        const node = editor.getContainerDomNode();
        focusNextOutside(node.closest('.le') ?? node, e.shiftKey ? -1 : 1);
        return;
      }
      if (e.keyCode !== monaco.KeyCode.Shift) armed = false;
    });
    return () => sub.dispose();
  }, [editor]);

  useEffect(() => {
    if (!editor || !frontmatter) return;
    const collection = editor.createDecorationsCollection([{ range: frontmatter, options: { isWholeLine: true, className: 'le-frontmatter'} }]);
    return () => collection.clear();
  }, [editor, uri, frontmatter]);

  useEffect(() => {
    if (!editor || !highlight) return;
    editor.revealRangeInCenterIfOutsideViewport(highlight);
    editor.setPosition({ lineNumber: highlight.startLineNumber, column: highlight.startColumn });
    // When the control that asked for the spot is gone (the problems list closes on a pick), the cursor's editor takes focus.
    const active = document.activeElement;
    if (!active || active === document.body) editor.focus();
    const collection = editor.createDecorationsCollection([{ range: highlight, options: { className: 'le-highlight', inlineClassName: 'le-highlight-text', isWholeLine: false, overviewRuler: { color: '#d4a72c', position: monaco.editor.OverviewRulerLane.Center } } }]);
    return () => collection.clear();
  }, [editor, uri, highlight]);

  const hint = toEditorHint(guarded);
  return (
    <div className="le" style={{ height }}>
    <div className="le-editor">
    <Editor
      height="100%"
      path={uri}
      defaultLanguage={effectiveLanguage}
      language={effectiveLanguage}
      defaultValue={initialText}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      onMount={(e: CodeEditor) => setEditor(e)}
      onChange={(value?: string) => {
        const text = value ?? '';
        const large = isLargeText(text.length);
        // Off before the JSON worker's debounced validation sees the big text.
        const model = editor?.getModel();
        if (large && language === 'json' && model && model.getLanguageId() === 'json') monaco.editor.setModelLanguage(model, 'plaintext');
        if (large !== isLarge) setLarge(large);
        onTextRef.current(text);
      }}
      loading={<p className="loading">Loading editor…</p>}
      options={{ ariaLabel: `${ariaLabel}. ${hint}`, minimap: { enabled: false }, fontSize: 13, scrollBeyondLastLine: false, automaticLayout: true, wordWrap: isLarge ? 'off' : 'on', tabSize: 2, fixedOverflowWidgets: true, renderValidationDecorations: 'on', renderFinalNewline: 'on' }}
    />
    </div>
    <p className="le-hint">{hint}</p>
    </div>
  );
}

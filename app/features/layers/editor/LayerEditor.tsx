import Editor from '@monaco-editor/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { monaco, type Monaco } from '../../../monaco-setup.ts';
import { isSameMarkers, type LayerMarker } from './to-markers.ts';
import type { EditorRange } from './to-range.ts';
import { useColorScheme } from '../../../shared/use-color-scheme.ts';
import { focusNextOutside, isLargeText, toEditorHint } from './to-editor-hint.ts';
import { PlainView } from './PlainView.tsx';
import { isTooBigForEditor } from './to-plain-preview.ts';
import { maxPastedLength, toClipboardPaste, toPastedText, toPasteRoute, type PasteMetadata } from './to-pasted-text.ts';
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
  /** The caret moved to this offset in the text (the primary cursor). */
  readonly onCaret?: (offset: number) => void;
}

const selectRevision = (s: PlaygroundState) => s.revision;
/**
 * The model URIs a person chose to see in Monaco although they are large (opened anyway, or typed or pasted into the
 * editor), with the store's revision then: a load, reset or fix (a new revision) shows a large text in the light view
 * again, and so does a paste that makes the text too large (it never reaches Monaco).
 */
const keptInEditor = new Map<string, number>();
/**
 * The model URIs whose text became large by a paste (taken to the light view before Monaco inserted it), with that
 * text, how many characters were pasted and the text before the paste: the light view says so, and offers to undo
 * the paste, while the scenario still holds that very text.
 */
const pastedLarge = new Map<string, { readonly text: string; readonly pasted: number; readonly before: string }>();

/**
 * A layer's editor: Monaco, or for a text over `EDITOR_OPEN_LIMIT` that was loaded (a link, an import, a draft) or
 * pasted the light read-only view with "Open in the editor anyway" (creating the Monaco model of multi-MB text, or
 * inserting it, blocks the page for seconds). A paste that makes the text that large never reaches Monaco's edit
 * path: its new text is worked out as a string and handed on as an edit, and the light view shows it. Text that
 * grows large by typing, or by small pastes into a text opened anyway, stays in the editor.
 */
export function LayerEditor(props: Props) {
  const revision = usePlayground(selectRevision);
  const [, setOpened] = useState(0);
  // Right after a paste went to the light view, the Monaco editor stays mounted (hidden) until the next task: disposing
  // it, and the light view taking the focus, are not part of the paste's task.
  const [retiring, setRetiring] = useState(false);
  useEffect(() => {
    if (!retiring) return;
    const timer = setTimeout(() => setRetiring(false), 0);
    return () => clearTimeout(timer);
  }, [retiring]);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const { uri, initialText, onText } = props;
  const isLight = isTooBigForEditor(initialText.length) && keptInEditor.get(uri) !== revision;
  const paste = pastedLarge.get(uri);
  // Once the text is another (an edit, a load), the paste is history: its text is not kept alive here.
  if (paste && paste.text !== initialText) pastedLarge.delete(uri);
  let light: ReactNode = null;
  if (isLight) {
    const pasted = paste && paste.text === initialText ? paste.pasted : null;
    // The paste never reached Monaco, so its undo cannot either: the light view puts the text before it back.
    const undoPaste = paste && paste.text === initialText ? () => {
      pastedLarge.delete(uri);
      keptInEditor.set(uri, revisionRef.current);
      onText(paste.before);
      setOpened((n) => n + 1);
    } : undefined;
    const open = () => {
      pastedLarge.delete(uri);
      // A model left from before the load holds other text: the editor must start from the scenario's.
      const stale = monaco.editor.getModel(monaco.Uri.parse(uri));
      if (stale && stale.getValue() !== initialText) stale.dispose();
      keptInEditor.set(uri, revisionRef.current);
      setOpened((n) => n + 1);
    };
    light = <PlainView text={initialText} markers={props.markers} highlight={props.highlight} ariaLabel={props.ariaLabel} height={props.height ?? '100%'} pasted={pasted} takeFocus={retiring} onOpen={open} onUndoPaste={undoPaste} />;
  }
  const typed = (text: string) => {
    keptInEditor.set(uri, revisionRef.current);
    onText(text);
  };
  const pastedTooLarge = (text: string, pasted: number, before: string) => {
    keptInEditor.delete(uri);
    pastedLarge.set(uri, { text, pasted, before });
    onText(text);
    // The store may already hold this text (the same text pasted over a large file opened anyway): show the light view still.
    setOpened((n) => n + 1);
    setRetiring(true);
  };
  // One tree in both cases (the light view first, the editor second), so the editor is not remounted when the light view appears.
  return (
    <>
      {light}
      {(!isLight || retiring) && <MonacoLayerEditor {...props} hidden={isLight} onText={typed} onLargePaste={pastedTooLarge} />}
    </>
  );
}

/** Monaco's paste payload (`editor.trigger(source, 'paste', payload)`), as its context menu's Paste sends it. */
function pastePayloadOf(payload: unknown): { text: string; metadata: PasteMetadata } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { text, pasteOnNewLine, multicursorText } = payload as { text?: unknown; pasteOnNewLine?: unknown; multicursorText?: unknown };
  if (typeof text !== 'string' || text === '') return null;
  const texts = Array.isArray(multicursorText) && multicursorText.every((t) => typeof t === 'string') ? (multicursorText as string[]) : null;
  return { text, metadata: { isFromEmptySelection: pasteOnNewLine === true, multicursorText: texts } };
}

/**
 * One uncontrolled Monaco editor: it reports edits; the pane replaces model text only on load or reset. Above a size
 * the JSON language service is switched off (its worker overflows on huge objects): the model becomes plain text and
 * keeps the engine's markers, and the hint under the editor says so. Escape then Tab (or Ctrl+M) leaves the editor.
 */
function MonacoLayerEditor({ uri, language, initialText, markers, highlight, frontmatter, ariaLabel, height = '100%', hidden, onText, onCaret, onLargePaste }: Props & { readonly hidden: boolean; readonly onLargePaste: (text: string, pasted: number, before: string) => void }) {
  const [editor, setEditor] = useState<CodeEditor | null>(null);
  const [isLarge, setLarge] = useState(() => isLargeText(initialText.length));
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const onLargePasteRef = useRef(onLargePaste);
  onLargePasteRef.current = onLargePaste;
  const onCaretRef = useRef(onCaret);
  onCaretRef.current = onCaret;
  const host = useRef<HTMLDivElement>(null);
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
    const sub = editor.onDidChangeCursorPosition((e) => {
      const model = editor.getModel();
      if (model && onCaretRef.current) onCaretRef.current(model.getOffsetAt(e.position));
    });
    return () => sub.dispose();
  }, [editor]);

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
    const node = host.current;
    if (!editor || !node) return;
    const { EditorOption } = monaco.editor;
    /**
     * Looks at a paste before Monaco applies it. One that makes the text too large for the editor is taken: its new
     * text goes to the store as an edit and the light view shows it (true: Monaco must not insert it). One that makes
     * the text large while word wrap is on turns wrap (and JSON assistance) off first, then Monaco inserts it.
     */
    const screen = (pasted: string, metadata: PasteMetadata | null): boolean => {
      const model = editor.getModel();
      const selections = editor.getSelections();
      if (!model || !selections?.length || editor.getOption(EditorOption.readOnly)) return false;
      const before = model.getValueLength();
      const wrapped = editor.getOption(EditorOption.wordWrap) !== 'off';
      // The common case costs two comparisons: not even the largest result crosses a threshold.
      if (toPasteRoute(before, maxPastedLength(before, pasted.length, selections.length), pasted.length, wrapped) === 'editor') return false;
      const previous = model.getValue();
      const text = toPastedText({
        text: previous,
        eol: model.getEOL() === '\r\n' ? '\r\n' : '\n',
        selections: selections.map((s) => ({ start: model.getOffsetAt(s.getStartPosition()), end: model.getOffsetAt(s.getEndPosition()) })),
        pasted,
        metadata: metadata && !editor.getOption(EditorOption.emptySelectionClipboard) ? { ...metadata, isFromEmptySelection: false } : metadata,
        spread: editor.getOption(EditorOption.multiCursorPaste) === 'spread',
      });
      const route = toPasteRoute(before, text.length, pasted.length, wrapped);
      if (route === 'light-view') {
        onLargePasteRef.current(text, pasted.length, previous);
        return true;
      }
      if (route === 'unwrap-first') {
        editor.updateOptions({ wordWrap: 'off' });
        if (model.getLanguageId() === 'json') monaco.editor.setModelLanguage(model, 'plaintext');
        setLarge(true);
      }
      return false;
    };
    // A paste event (Ctrl+V, the browser's menu, a dispatched event) is caught on the way down, before Monaco's input sees it.
    const onPaste = (e: ClipboardEvent) => {
      if (!editor.hasTextFocus()) return; // the find widget's own inputs
      const clip = toClipboardPaste(e.clipboardData);
      if (clip && screen(clip.text, clip.metadata)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    node.addEventListener('paste', onPaste, true);
    // Monaco's own Paste (its context menu reads the clipboard and triggers 'paste' without a DOM event); a paste
    // event that reached Monaco comes through here as well, already screened (then this check costs two comparisons).
    const trigger = editor.trigger;
    editor.trigger = function screenedTrigger(this: CodeEditor, source, handlerId, payload) {
      const paste = handlerId === 'paste' ? pastePayloadOf(payload) : null;
      if (paste && screen(paste.text, paste.metadata)) return;
      trigger.call(editor, source, handlerId, payload);
    };
    return () => {
      node.removeEventListener('paste', onPaste, true);
      editor.trigger = trigger;
    };
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
  // One options object per change of what it holds: the editor wrapper calls updateOptions whenever the object is new,
  // and Monaco then re-measures its DOM (a forced layout on every render, tens of ms at 10,000 rules).
  const fullLabel = `${ariaLabel}. ${hint}`;
  // Sticky scroll keeps the enclosing keys in view; it follows the folding ranges, not the outline (the outline made the
  // JSON worker rebuild every symbol of the file on each keystroke: 7 ms at 10,000 rules, on a core the analysis needs).
  // No inline (ghost-text) suggestions: nothing provides them here, yet while enabled Monaco schedules a fetch from its
  // providers on every keystroke, in the keystroke's own task.
  const options = useMemo(() => ({ ariaLabel: fullLabel, minimap: { enabled: false }, inlineSuggest: { enabled: false }, stickyScroll: { enabled: true, defaultModel: 'foldingProviderModel' as const }, fontSize: 13, scrollBeyondLastLine: false, automaticLayout: true, wordWrap: isLarge ? ('off' as const) : ('on' as const), tabSize: 2, fixedOverflowWidgets: true, renderValidationDecorations: 'on' as const, renderFinalNewline: 'on' as const }), [fullLabel, isLarge]);
  return (
    <div className="le" style={hidden ? { display: 'none' } : { height }}>
    <div className="le-editor" ref={host}>
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
      options={options}
    />
    </div>
    <p className="le-hint">{hint}</p>
    </div>
  );
}

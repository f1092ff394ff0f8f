import { useEffect, useRef, useState } from 'react';
import { monaco } from '../../monaco-setup.ts';
import { useColorScheme } from '../../shared/use-color-scheme.ts';
import { toDiffHeight } from './to-diff-height.ts';

interface Props {
  readonly before: string;
  readonly after: string;
  readonly language: string;
  readonly label: string;
}

/**
 * Monaco's inline diff editor (the one VS Code users know), read-only, unchanged runs folded; loaded lazily with
 * Monaco. Made here, not through @monaco-editor/react: the widget lets go of its models before they are disposed.
 */
/** How long a replaced preview's models outlive it (a diff in flight finishes against them). */
const MODEL_GRACE_MS = 3000;

export default function DiffPreview({ before, after, language, label }: Props) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const scheme = useColorScheme();
  const [height, setHeight] = useState(() => toDiffHeight(null, after));
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const original = monaco.editor.createModel(before, language);
    const modified = monaco.editor.createModel(after, language);
    const editor = monaco.editor.createDiffEditor(host, {
      readOnly: true,
      originalEditable: false,
      renderSideBySide: false,
      hideUnchangedRegions: { enabled: true, contextLineCount: 2, minimumLineCount: 3, revealLineCount: 10 },
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      renderOverviewRuler: false,
      automaticLayout: true,
      fontSize: 13,
      wordWrap: 'on',
      originalAriaLabel: `${label}, before the fix`,
      modifiedAriaLabel: `${label}, after the fix`,
    });
    editor.setModel({ original, modified });
    // Each inner editor named for a screen reader (the diff editor's own label options leave one unnamed).
    editor.getOriginalEditor().updateOptions({ ariaLabel: `${label}, before the fix` });
    editor.getModifiedEditor().updateOptions({ ariaLabel: `${label}, after the fix` });
    const fit = () => setHeight(toDiffHeight(editor.getModifiedEditor().getContentHeight(), after));
    const subscriptions = [editor.onDidUpdateDiff(fit), editor.getModifiedEditor().onDidContentSizeChange(fit)];
    return () => {
      for (const s of subscriptions) s.dispose();
      editor.setModel(null);
      editor.dispose();
      // The models go a little later: a diff the editor worker is still computing for them would otherwise find them
      // gone and report "no diff result available" (a slow machine, a fix preview replaced while it computes).
      setTimeout(() => {
        original.dispose();
        modified.dispose();
      }, MODEL_GRACE_MS);
    };
  }, [before, after, language, label]);
  useEffect(() => monaco.editor.setTheme(scheme === 'dark' ? 'vs-dark' : 'vs'), [scheme]);
  return <div ref={hostRef} className="fix-diff-editor" style={{ height }} />;
}

import type { Diagnostic, Layer } from '../../../engine/index.ts';

/** One step of the folded merge order: a layer read, or a run of layers of one kind read one after another. */
export interface StripStep {
  readonly key: string;
  /** The words shown (a layer's short name, or `12 agent files`). */
  readonly text: string;
  /** The full names, for the tooltip. */
  readonly title: string;
  readonly hasError: boolean;
}

// The words for a run of markdown or plugin files (one step each kind, not one per file).
const RUN_WORDS: Partial<Record<Layer['source'], string>> = { 'agent-md': 'agent files', 'command-md': 'command files', 'mode-md': 'mode files', 'plugin-file': 'plugin files' };

/**
 * The merge order as one line: the layers the loader read, low → high precedence; a run of markdown or plugin files of
 * one kind is one step with its count; a layer with an error diagnostic is marked.
 */
export function toMergeStrip(layers: readonly Layer[], diagnostics: readonly Diagnostic[]): readonly StripStep[] {
  const failed = new Set(diagnostics.filter((d) => d.severity === 'error' && d.path).map((d) => d.path));
  const steps: StripStep[] = [];
  let run: { source: Layer['source']; layers: Layer[] } | null = null;
  const flush = () => {
    if (!run) return;
    const first = run.layers[0]!;
    const hasError = run.layers.some((l) => l.path !== null && failed.has(l.path));
    const title = run.layers.map((l) => l.path ?? l.label).join('\n');
    const words = RUN_WORDS[run.source];
    steps.push({ key: first.id, text: run.layers.length > 1 && words ? `${run.layers.length} ${words}` : first.label, title, hasError });
    run = null;
  };
  for (const layer of layers) {
    if (layer.status === 'skipped') continue;
    if (run && run.source === layer.source && RUN_WORDS[layer.source]) {
      run.layers.push(layer);
      continue;
    }
    flush();
    run = { source: layer.source, layers: [layer] };
  }
  flush();
  return steps;
}

import type { GraphNode } from './to-graph.ts';
import { LIT_WORDS, type NodeLit } from './lit-words.ts';

/** The accessible name of a node's button: what a click does, the full title, and its lit state. */
export function toNodeLabel(node: Pick<GraphNode, 'title' | 'target'> & { readonly kind?: GraphNode['kind'] }, lit: NodeLit): string {
  const state = lit ? ` (${LIT_WORDS[lit]})` : '';
  // A folded run of files opens its first file.
  const verb = node.target === null ? 'Details of' : node.target.kind === 'show-skipped' ? 'Show' : node.kind === 'layer-group' ? 'Open the first of' : 'Open';
  return `${verb} ${node.title}${state}`;
}

/** The title split after each path separator, so it wraps between folders rather than inside a name. */
export function toTitleParts(title: string): string[] {
  return title.split(/(?<=[/\\])/).filter((p) => p !== '');
}

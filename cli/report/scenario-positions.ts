/**
 * Where a position inside one of a scenario file's layers is in the scenario file itself: a layer's text is a JSON
 * string in `files[i].text`, so an offset into the text maps to a line and column of the escaped string literal.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/** A 1-based line and column in the scenario file. */
export interface FilePosition {
  readonly line: number;
  readonly column: number;
}

/** Maps (layer path, offset into that layer's text) to a position in the scenario file; null when the file does not hold that layer as a literal. */
export type ScenarioPlacer = (layerPath: string, offset: number) => FilePosition | null;

/** The raw length of the one decoded character (a UTF-16 unit) at `i` of a JSON string literal: an escape or itself. */
function stepAt(raw: string, i: number): number {
  if (raw[i] !== '\\') return 1;
  return raw[i + 1] === 'u' ? 6 : 2;
}

function positionOf(text: string, offset: number): FilePosition {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

function textNodes(tree: Node | undefined): Map<string, Node> {
  const byPath = new Map<string, Node>();
  const files = tree ? findNodeAtLocation(tree, ['files']) : undefined;
  for (const file of files?.type === 'array' ? (files.children ?? []) : []) {
    const path = findNodeAtLocation(file, ['path']);
    const text = findNodeAtLocation(file, ['text']);
    if (path?.type === 'string' && text?.type === 'string' && typeof path.value === 'string' && !byPath.has(path.value)) byPath.set(path.value, text);
  }
  return byPath;
}

/** A placer over a scenario file's text (one parse, then a walk of one string literal per lookup). */
export function scenarioPlacer(scenarioText: string): ScenarioPlacer {
  const byPath = textNodes(parseTree(scenarioText));
  return (layerPath, offset) => {
    const node = byPath.get(layerPath);
    if (!node || offset < 0) return null;
    const end = node.offset + node.length - 1;
    let at = node.offset + 1;
    let decoded = 0;
    for (; decoded < offset && at < end; decoded++) at += stepAt(scenarioText, at);
    return decoded === offset && at <= end ? positionOf(scenarioText, at) : null;
  };
}

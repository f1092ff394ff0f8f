import { parseTree, type Node } from 'jsonc-parser';
import { checkNestingDepth } from '../config/depth.ts';
import { SECRET_SHAPES, secretReason } from './redact-rules.ts';

/** One value replaced by a placeholder: where it was (1-based line/column), its key path and the placeholder. */
export interface Redaction {
  readonly file: string;
  readonly keyPath: string;
  readonly line: number;
  readonly column: number;
  readonly placeholder: string;
}

/** A text with its credentials replaced, and what was replaced. */
export interface RedactedText {
  readonly text: string;
  readonly redactions: readonly Redaction[];
}

/** The placeholder that stands for a redacted value. */
export function placeholderFor(name: string): string {
  return `<redacted:${name}>`;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) { line++; start = i + 1; }
  return { line, column: offset - start + 1 };
}

function redactByShape(text: string, file: string): RedactedText {
  const redactions: Redaction[] = [];
  let out = text;
  for (const shape of SECRET_SHAPES) {
    const global = new RegExp(shape.source, 'g');
    out = out.replace(global, (_match: string, offset: number) => {
      redactions.push({ file, keyPath: '', placeholder: placeholderFor('value'), ...lineColumn(out, offset) });
      return placeholderFor('value');
    });
  }
  return { text: out, redactions };
}

/**
 * Replaces credential-like string values in a JSONC text (provider `apiKey`, credential `headers`,
 * MCP `environment`, tokens) by `"<redacted:name>"`, keeping comments, layout and `{env:}` references.
 * Text that is not JSONC is returned unchanged. Never throws.
 */
export function redactJsoncText(text: string, file: string): RedactedText {
  // jsonc-parser recurses; too deep to parse, so fall back to finding credentials by their shape.
  if (checkNestingDepth(text).exceeded) return redactByShape(text, file);
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!root) return { text, redactions: [] };
  const spans: { offset: number; length: number; placeholder: string; keyPath: string }[] = [];
  // Iterative walk: a hostile file may nest thousands deep.
  const stack: { node: Node; path: string[] }[] = [{ node: root, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (node.type === 'object') {
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (keyNode && valueNode && typeof keyNode.value === 'string') stack.push({ node: valueNode, path: [...path, keyNode.value] });
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => stack.push({ node: child, path: [...path, String(i)] }));
    } else if (node.type === 'string' && typeof node.value === 'string') {
      const reason = secretReason(path, node.value);
      if (reason !== null) spans.push({ offset: node.offset, length: node.length, placeholder: placeholderFor(reason), keyPath: path.join('.') });
    }
  }
  spans.sort((a, b) => a.offset - b.offset);
  const redactions = spans.map((s) => ({ file, keyPath: s.keyPath, placeholder: s.placeholder, ...lineColumn(text, s.offset) }));
  let out = text;
  for (const span of [...spans].reverse()) out = out.slice(0, span.offset) + JSON.stringify(span.placeholder) + out.slice(span.offset + span.length);
  return { text: out, redactions };
}

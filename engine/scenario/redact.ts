import { createScanner } from 'jsonc-parser';
import { visitJsonc } from '../config/text/visit-jsonc.ts';
import { findReferences, isOnlyReferences, isSecretPath, secretReason } from './redact-rules.ts';
import { redactFreeText } from './redact-text.ts';

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
  /** `{env:NAME}` and `{file:path}` tokens found where a credential goes (`"apiKey": "{env:KEY}"`): what they point at is a credential too. */
  readonly secretReferences?: { readonly env: readonly string[]; readonly file: readonly string[] };
  /** False when the text is not JSONC: only credential shapes were looked for. */
  readonly isParsed?: boolean;
}

// jsonc-parser's SyntaxKind is a const enum; its values for comments and the end.
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const EOF = 17;

/** Comment spans with credentials in them, redacted as free text. */
function commentSpans(text: string): { offset: number; length: number; replacement: string; keyPath: string; placeholder: string }[] {
  const out: { offset: number; length: number; replacement: string; keyPath: string; placeholder: string }[] = [];
  const scanner = createScanner(text, false);
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind !== LINE_COMMENT && kind !== BLOCK_COMMENT) continue;
    const comment = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
    const r = redactFreeText(comment);
    if (r.hits.length) out.push({ offset: scanner.getTokenOffset(), length: comment.length, replacement: r.text, keyPath: '(comment)', placeholder: r.hits[0]!.placeholder });
  }
  return out;
}

/** The placeholder that stands for a redacted value. */
export function placeholderFor(name: string): string {
  return `<redacted:${name}>`;
}

/** Line starts of the last text asked about (a scan per redaction is quadratic on a big file with many secrets). */
let lastText = '';
let lastStarts: number[] = [0];

function lineStartsOf(text: string): number[] {
  if (text === lastText) return lastStarts;
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  lastText = text;
  lastStarts = starts;
  return starts;
}

/** 1-based line and column of an offset, by binary search over the line starts. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const starts = lineStartsOf(text);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

function redactByShape(text: string, file: string): RedactedText {
  const r = redactFreeText(text);
  return { text: r.text, redactions: r.hits.map((h) => ({ file, keyPath: '', placeholder: h.placeholder, ...lineColumn(text, h.offset) })), isParsed: false };
}

/**
 * Replaces credential-like string values in a JSONC text (provider `apiKey`, credential `headers`,
 * MCP `environment`, tokens) by `"<redacted:name>"`, keeping comments, layout and `{env:}` references.
 * Text that is not JSONC is returned unchanged. Never throws.
 */
export function redactJsoncText(text: string, file: string): RedactedText {
  let hasErrors = false;
  let hasValue = false;
  const spans: { offset: number; length: number; replacement: string; placeholder: string; keyPath: string }[] = commentSpans(text);
  const env = new Set<string>();
  const files = new Set<string>();
  // One walk over the parse's events, at any depth: `path` holds the (redacted) keys down to the value being read.
  const path: string[] = [];
  const opens: { isArray: boolean; count: number; hasKey: boolean }[] = [];
  let pendingKey: string | null = null;
  const enter = (): boolean => {
    hasValue = true;
    const top = opens[opens.length - 1];
    if (!top) return false;
    path.push(top.isArray ? String(top.count++) : pendingKey ?? '');
    pendingKey = null;
    return true;
  };
  const open = (isArray: boolean) => opens.push({ isArray, count: 0, hasKey: enter() });
  const close = () => {
    if (opens.pop()?.hasKey) path.pop();
  };
  visitJsonc(text, {
    onObjectBegin: () => open(false),
    onArrayBegin: () => open(true),
    onObjectEnd: close,
    onArrayEnd: close,
    onObjectProperty: (property, offset, length) => {
      const key = redactFreeText(property);
      if (key.hits.length) spans.push({ offset, length, replacement: JSON.stringify(key.text), placeholder: key.hits[0]!.placeholder, keyPath: [...path, key.text].join('.') });
      pendingKey = key.text;
    },
    onLiteralValue: (value, offset, length) => {
      const hasKey = enter();
      if (typeof value === 'string') {
        const reason = secretReason(path, value);
        const free = reason === null ? redactFreeText(value) : null;
        if (reason !== null) spans.push({ offset, length, replacement: JSON.stringify(placeholderFor(reason)), placeholder: placeholderFor(reason), keyPath: path.join('.') });
        else if (free?.hits.length) spans.push({ offset, length, replacement: JSON.stringify(free.text), placeholder: free.hits[0]!.placeholder, keyPath: path.join('.') });
        else if (isSecretPath(path) && isOnlyReferences(value)) {
          for (const r of findReferences(value)) if (r.name !== '') (r.kind === 'env' ? env : files).add(r.name);
        }
      }
      if (hasKey) path.pop();
    },
    onError: () => void (hasErrors = true),
  });
  if (!hasValue) return redactByShape(text, file);
  spans.sort((a, b) => a.offset - b.offset);
  const redactions = spans.map((s) => ({ file, keyPath: s.keyPath, placeholder: s.placeholder, ...lineColumn(text, s.offset) }));
  // One pass over the text (replacing from the end, slice by slice, copies it once per span).
  const parts: string[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.offset < at) continue; // a key's span never overlaps a value's; a comment never overlaps either
    parts.push(text.slice(at, span.offset), span.replacement);
    at = span.offset + span.length;
  }
  parts.push(text.slice(at));
  const out = parts.join('');
  const secretReferences = { env: [...env], file: [...files] };
  if (!hasErrors) return { text: out, redactions, secretReferences, isParsed: true };
  // Broken JSONC: what the tree missed may still hold a credential; look for shapes and named values in the rest.
  const rest = redactByShape(out, file);
  return { text: rest.text, redactions: [...redactions, ...rest.redactions], secretReferences, isParsed: false };
}

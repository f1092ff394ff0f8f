/**
 * Redaction of free text (comments, object keys, markdown, `.env` and other files, probe inputs, report lines):
 * credentials found by shape, by a secret-looking name before `=`/`:`, and in credential-file lines (`.netrc`,
 * `.pgpass`, a URL's `user:password@`). Every pattern is linear in the text: anchored, bounded, or a scanner.
 */
import { SECRET_SHAPES } from './redact-rules.ts';
import { findNamedValues } from './redact-named.ts';

/** One credential found in free text: where it starts (0-based), how long it is, and its placeholder. */
export interface TextHit {
  readonly offset: number;
  readonly length: number;
  readonly placeholder: string;
}

/** A PEM private key block, whole (the header's `[A-Z ]*` run ends at its first `-`, so no run is scanned twice). */
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;

/** Credential parts of credential-file lines and URLs: the first group is the secret. */
const FILE_LINES: readonly RegExp[] = [
  /^[ \t]*(?:password|passwd)[ \t]+(\S+)[ \t]*$/gm, // .netrc, one token per line (its keywords are lower-case)
  /\blogin[ \t]+\S+[ \t]+(?:password|passwd)[ \t]+(\S+)/g, // .netrc, one machine per line
  // .pgpass host:port:db:user:password, as a line or substituted into a pattern; it starts a whitespace- and quote-free run.
  /(?<![^\s"'`])[^:\s"'`]{1,255}:(?:\d{1,5}|\*):[^:\s"'`]{1,255}:[^:\s"'`]{1,255}:([^\s"'`]+)/g,
  /[A-Za-z0-9+.-]:\/\/[^\s/:@]{0,256}:([^\s/@]{1,256})@/g, // scheme://user:password@host (found from its `://`)
];

interface Span {
  start: number;
  end: number;
  placeholder: string;
  rank: number;
}

function collectSpans(text: string): Span[] {
  const found: Span[] = [];
  const add = (start: number, end: number, placeholder: string) => void found.push({ start, end, placeholder, rank: found.length });
  for (const m of text.matchAll(PRIVATE_KEY)) add(m.index, m.index + m[0].length, '<redacted:private-key>');
  for (const shape of SECRET_SHAPES) for (const m of text.matchAll(new RegExp(shape.source, 'g'))) add(m.index, m.index + m[0].length, '<redacted:value>');
  for (const v of findNamedValues(text)) add(v.start, v.end, `<redacted:${v.name}>`);
  for (const line of FILE_LINES) {
    for (const m of text.matchAll(line)) {
      const start = m.index + m[0].length - m[1]!.length;
      add(start, start + m[1]!.length, '<redacted:password>');
    }
  }
  return found;
}

/** The text with every credential-looking part replaced by `<redacted:…>`, and where each was. Linear in the text; never throws. */
export function redactFreeText(text: string): { readonly text: string; readonly hits: readonly TextHit[] } {
  const found = collectSpans(text);
  if (!found.length) return { text, hits: [] };
  // Left to right, the earlier-found kind first where two start together; overlapping finds are dropped.
  found.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const spans: Span[] = [];
  for (const f of found) if (!spans.length || f.start >= spans[spans.length - 1]!.end) spans.push(f);
  const parts: string[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(text.slice(at, s.start), s.placeholder);
    at = s.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), hits: spans.map((s) => ({ offset: s.start, length: s.end - s.start, placeholder: s.placeholder })) };
}

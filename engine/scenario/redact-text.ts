/** Redaction of free text (comments, object keys, markdown, `.env` and other files, probe inputs): credentials found by shape or by a secret-looking name before `=`/`:`. */
import { SECRET_SHAPES } from './redact-rules.ts';

/** One credential found in free text: where it starts (0-based), how long it is, and its placeholder. */
export interface TextHit {
  readonly offset: number;
  readonly length: number;
  readonly placeholder: string;
}

/** A PEM private key block, whole. */
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;

/** `OPENAI_API_KEY=…`, `apiKey: …`, `"password": "…"`: a value after a name that says it is a credential. */
const NAMED_VALUE = /([A-Za-z0-9_.-]*(?:api[-_]?key|token|secret|passw(?:or)?d|credential|private[-_]?key|access[-_]?key)[A-Za-z0-9_]*)(["']?[ \t]*[:=][ \t]*["']?)([^\s"'`#,;{}<>]{6,})/gi;

/** The text with every credential-looking part replaced by `<redacted:…>`, and where each was. Never throws. */
export function redactFreeText(text: string): { readonly text: string; readonly hits: readonly TextHit[] } {
  const found: { start: number; end: number; placeholder: string; rank: number }[] = [];
  let rank = 0;
  const add = (start: number, end: number, placeholder: string) => void found.push({ start, end, placeholder, rank: rank++ });
  for (const m of text.matchAll(PRIVATE_KEY)) add(m.index, m.index + m[0].length, '<redacted:private-key>');
  for (const shape of SECRET_SHAPES) for (const m of text.matchAll(new RegExp(shape.source, 'g'))) add(m.index, m.index + m[0].length, '<redacted:value>');
  for (const m of text.matchAll(NAMED_VALUE)) {
    const start = m.index + m[1]!.length + m[2]!.length;
    if (!/^(allow|ask|deny|true|false|null|undefined)$/i.test(m[3]!)) add(start, start + m[3]!.length, `<redacted:${m[1]}>`);
  }
  if (!found.length) return { text, hits: [] };
  // Left to right, the earlier-found kind first where two start together; overlapping finds are dropped.
  found.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const spans: typeof found = [];
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

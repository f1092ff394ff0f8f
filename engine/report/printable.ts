/** Text safe for a terminal: control characters (C0, DEL, C1) and bidi overrides shown as escapes, never acted on. */

/** Every control a terminal may act on: C0, DEL, C1, line/paragraph separators and bidi embeddings/isolates. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** The same, but leaving the layout characters `\n` and `\t` alone. */
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOne(c: string): string {
  return SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** One value as one printable line: every control character, newlines and tabs included, becomes an escape (`\n`, `\u001b`). */
export function printable(value: string): string {
  return value.replace(CONTROL, escapeOne);
}

/** A whole report: newlines and tabs stay as layout, every other control character becomes an escape. JSON stays valid JSON. */
export function printableLines(text: string): string {
  return text.replace(CONTROL_BUT_LAYOUT, escapeOne);
}

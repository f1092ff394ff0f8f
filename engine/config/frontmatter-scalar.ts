/** Thrown inside the YAML reader for input it cannot accept; caught by `parseFrontmatter`. */
export class YamlSyntaxError extends Error {}

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const DECIMAL = /^[-+]?(?:0|[1-9][0-9_]*)$/;
const HEX = /^[-+]?0x[0-9a-fA-F_]+$/;
const OCTAL = /^[-+]?0o?[0-7_]+$/;
const BINARY = /^[-+]?0b[01_]+$/;
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\.[0-9_]+(?:[eE][-+]?[0-9]+)?)$/;
const INF = /^[-+]?\.(?:inf|Inf|INF)$/;
const NAN = /^\.(?:nan|NaN|NAN)$/;

/** Resolves a plain (unquoted) scalar with the YAML core schema as js-yaml does: null, bool, int, float, string. */
export function resolvePlainScalar(text: string): unknown {
  if (NULLS.has(text)) return null;
  if (TRUES.has(text)) return true;
  if (FALSES.has(text)) return false;
  const clean = text.replace(/_/g, '');
  if (DECIMAL.test(text)) return Number(clean);
  if (HEX.test(text)) return signed(clean, 16, 2);
  if (BINARY.test(text)) return signed(clean, 2, 2);
  if (OCTAL.test(text) && text.replace(/^[-+]/, '').length > 1) return signed(clean.replace('0o', '0'), 8, 1);
  if (FLOAT.test(text)) return Number(clean);
  if (INF.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (NAN.test(text)) return NaN;
  return text;
}

/** Parses an integer with a radix prefix of `prefixLength` characters after the sign. */
function signed(text: string, radix: number, prefixLength: number): number {
  const negative = text.startsWith('-');
  const digits = text.replace(/^[-+]/, '').slice(prefixLength);
  const value = digits === '' ? 0 : parseInt(digits, radix);
  return negative ? -value : value;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_ESCAPES: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** Folds the raw lines of a multi-line quoted scalar: a single break becomes a space, blank lines become breaks. */
export function foldQuotedLines(raw: string): string {
  const lines = raw.split('\n');
  if (lines.length === 1) return raw;
  // Each maximal blank run matched once (linear), instead of `/[ \t]+$/`, which is quadratic on long runs.
  let out = lines[0].replace(/[ \t]+/g, (run: string, at: number, all: string) => (at + run.length === all.length ? '' : run));
  let pendingBreaks = 0;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i].trim();
    if (line === '' && i < lines.length - 1) {
      pendingBreaks += 1;
      continue;
    }
    out += pendingBreaks > 0 ? '\n'.repeat(pendingBreaks) : ' ';
    out += i < lines.length - 1 ? line : lines[i].replace(/^[ \t]+/, '');
    pendingBreaks = 0;
  }
  return out;
}

/** Decodes the body of a double-quoted scalar (between the quotes), including escapes and folding. */
export function decodeDoubleQuoted(body: string): string {
  // Escaped line breaks join lines without a space; fold the rest first.
  const parts = body.split(/\\\n[ \t]*/);
  const folded = parts.map((part) => foldQuotedLines(part)).join('');
  let out = '';
  for (let i = 0; i < folded.length; i += 1) {
    const ch = folded[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = folded[i + 1] ?? '';
    if (Object.prototype.hasOwnProperty.call(SIMPLE_ESCAPES, next)) {
      out += SIMPLE_ESCAPES[next];
      i += 1;
      continue;
    }
    const width = Object.prototype.hasOwnProperty.call(HEX_ESCAPES, next) ? HEX_ESCAPES[next] : 0;
    const hex = folded.slice(i + 2, i + 2 + width);
    if (width === 0 || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) {
      throw new YamlSyntaxError(`unknown escape sequence \\${next}`);
    }
    out += String.fromCodePoint(parseInt(hex, 16));
    i += 1 + width;
  }
  return out;
}

/** Decodes the body of a single-quoted scalar: `''` is a quote, lines fold as in double quotes. */
export function decodeSingleQuoted(body: string): string {
  return foldQuotedLines(body).replace(/''/g, "'");
}

/** Index of the closing quote of a quoted scalar starting at `start` in `text`, or -1. */
export function findClosingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (quote === '"' && ch === '\\') {
      i += 1;
      continue;
    }
    if (ch !== quote) continue;
    if (quote === "'" && text[i + 1] === "'") {
      i += 1;
      continue;
    }
    return i;
  }
  return -1;
}

/**
 * `NAME=value` credentials found in linear time: one pass over the maximal runs of name characters, each looked at
 * once, instead of a regular expression that backtracks over a long run (quadratic on hostile text).
 */

/** Words that make a name a credential's name; any one may end the name's last `.`/`-`-free part or be followed by word characters. */
const KEYWORD = /api[-_]?key|token|secret|passw(?:or)?d|credential|private[-_]?key|access[-_]?key/gi;
/** The longest keyword, so a keyword that ends in the name's last part starts at most this far before it. */
const KEYWORD_MAX = 11;
/** Names that end this way carry credentials too (`Authorization`, docker's `"auth"`). */
const AUTH_TAIL = /auth(?:orization)?$/i;
/** Values that are words of a config, never credentials. */
const PLAIN_VALUE = /^(allow|ask|deny|true|false|null|undefined)$/i;
/** An auth scheme word: the credential is the word after it. */
const SCHEME = /^(bearer|basic|token|digest)$/i;
/** The shortest value redacted after a credential's name. */
const MIN_VALUE = 6;
/** The longest name shown in a placeholder (a longer one is named by its keyword). */
const MAX_SHOWN_NAME = 64;

/** Character classes by code unit (a table, not a regular expression per character: this runs over every character). */
const NAME = 1;
const NOT_VALUE = 2;
const CLASSES = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-') CLASSES[c.charCodeAt(0)] = NAME;
for (const c of ' \t\n\r\v\f"\'`#,;{}<>') CLASSES[c.charCodeAt(0)] = NOT_VALUE;

function isNameChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 && CLASSES[c] === NAME;
}
/** A character a value may hold (the value ends at whitespace, a quote, a backtick or `#,;{}<>`). */
function isValueChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? CLASSES[c] !== NOT_VALUE : !/\s/.test(text[i]!);
}

/** One value found after a credential's name: its span and the name. */
export interface NamedValue {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/** The one keyword search, reused (made once: a new expression per name is most of the time on text of short names). */
const KEYWORD_SEARCH = new RegExp(KEYWORD.source, 'gi');

/** The keyword a name carries in its last part (what makes it a credential's name), or null. */
export function credentialKeyword(name: string): string | null {
  const lastSep = Math.max(name.lastIndexOf('.'), name.lastIndexOf('-'));
  const tail = lastSep + 1;
  const re = KEYWORD_SEARCH;
  re.lastIndex = Math.max(0, tail - KEYWORD_MAX);
  for (let m = re.exec(name); m !== null; m = re.exec(name)) {
    if (m.index + m[0].length >= tail) {
      re.lastIndex = 0;
      return m[0].toLowerCase();
    }
    re.lastIndex = m.index + 1;
  }
  return AUTH_TAIL.test(name.slice(Math.max(tail, name.length - 16))) ? 'auth' : null;
}

/** What a placeholder calls a name: the name itself when short, else the keyword that made it a credential's name. */
export function placeholderName(name: string, keyword: string): string {
  return name.length <= MAX_SHOWN_NAME ? name : keyword;
}

function runEnd(text: string, from: number, isIn: (text: string, i: number) => boolean): number {
  let i = from;
  while (i < text.length && isIn(text, i)) i++;
  return i;
}

const SPACE = 32;
const DOT = 46;
const DASH = 45;
const TAB = 9;
const BACKSLASH = 92;
const QUOTE = 34;
const APOSTROPHE = 39;
const COLON = 58;
const EQUALS = 61;

function skipBlanks(text: string, from: number): number {
  let i = from;
  for (let c = text.charCodeAt(i); c === SPACE || c === TAB; c = text.charCodeAt(++i));
  return i;
}

function skipQuote(text: string, at: number): number {
  let i = at;
  const next = text.charCodeAt(i + 1);
  if (text.charCodeAt(i) === BACKSLASH && (next === QUOTE || next === APOSTROPHE)) i++;
  const c = text.charCodeAt(i);
  return c === QUOTE || c === APOSTROPHE ? i + 1 : i;
}

/** Where the value after a name ending at `at` starts (past `["']? [:=] ["']?`, a `\` before a quote allowed), or -1. */
function valueStart(text: string, at: number): number {
  let i = skipBlanks(text, skipQuote(text, at));
  const c = text.charCodeAt(i);
  if (c !== COLON && c !== EQUALS) return -1;
  i = skipBlanks(text, i + 1);
  return skipQuote(text, i);
}

/** Every keyword occurrence in the text (overlapping ones too), in order of start: one pass of one expression. */
function findKeywords(text: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  const re = KEYWORD_SEARCH;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    starts.push(m.index);
    ends.push(re.lastIndex);
    re.lastIndex = m.index + 1;
  }
  re.lastIndex = 0;
  return { starts, ends };
}

/** Every value after a credential-looking name (`OPENAI_API_KEY=…`, `"password": "…"`, `Authorization: Bearer …`), left to right. Linear in the text. */
export function findNamedValues(text: string): NamedValue[] {
  const out: NamedValue[] = [];
  const keywords = findKeywords(text);
  let k = 0;
  /** The keyword that ends the name [from, to) in its last `.`/`-`-free part, or null; names are asked about left to right. */
  const keywordOf = (from: number, to: number): string | null => {
    while (k < keywords.starts.length && keywords.starts[k]! < from) k++;
    let tail = to;
    while (tail > from && text.charCodeAt(tail - 1) !== DOT && text.charCodeAt(tail - 1) !== DASH) tail--;
    for (let j = k; j < keywords.starts.length && keywords.starts[j]! < to; j++) if (keywords.ends[j]! <= to && keywords.ends[j]! >= tail) return text.slice(keywords.starts[j]!, keywords.ends[j]!).toLowerCase();
    return AUTH_TAIL.test(text.slice(Math.max(tail, to - 16), to)) ? 'auth' : null;
  };
  let i = 0;
  while (i < text.length) {
    if (!isNameChar(text, i)) {
      i++;
      continue;
    }
    const nameStart = i;
    const nameEnd = runEnd(text, i, isNameChar);
    i = nameEnd;
    const start = valueStart(text, nameEnd);
    if (start < 0) continue;
    // The name is looked at before the value: a value run is scanned only after a credential's name, then consumed.
    const keyword = keywordOf(nameStart, nameEnd);
    if (keyword === null) continue;
    const name = placeholderName(text.slice(nameStart, nameEnd), keyword);
    const end = runEnd(text, start, isValueChar);
    const value = text.slice(start, end);
    const isScheme = end - start <= 6 && SCHEME.test(value) && (text.charCodeAt(end) === SPACE || text.charCodeAt(end) === TAB);
    if (end - start < MIN_VALUE && !isScheme) continue;
    i = end;
    if (PLAIN_VALUE.test(value)) continue;
    // `Authorization: Bearer xyz`: the scheme stays, the word after it is the credential.
    if (isScheme) {
      const next = skipBlanks(text, end);
      const nextEnd = runEnd(text, next, isValueChar);
      if (nextEnd - next >= MIN_VALUE) {
        out.push({ start: next, end: nextEnd, name });
        i = nextEnd;
      } else if (end - start < MIN_VALUE) i = nameEnd;
      else out.push({ start, end, name });
      continue;
    }
    out.push({ start, end, name });
  }
  return out;
}

import { YamlSyntaxError } from './frontmatter-scalar.ts';
import { parseYaml } from './frontmatter-yaml.ts';
import { isPlainObject, setOwn } from './schema-issue.ts';

/** A markdown file split into its YAML frontmatter data and its body. */
export interface Frontmatter {
  /** The frontmatter mapping (`{}` when there is none); null when the YAML could not be read. */
  readonly data: Record<string, unknown> | null;
  /** The body after the closing `---`; the whole text when the YAML could not be read. */
  readonly content: string;
  /** Why the YAML was rejected (only when `data` is null). */
  readonly error?: string;
}

const OPEN = '---';
const CLOSE = '\n---';

/** Where the frontmatter block sits in a text, split the way gray-matter does. */
interface Split {
  readonly matter: string;
  readonly content: string;
}

/** Splits `text` at gray-matter's delimiters; null when the text has no frontmatter. */
function splitFrontmatter(text: string): Split | null {
  if (!text.startsWith(OPEN) || text.charAt(OPEN.length) === '-') return null;
  let rest = text.slice(OPEN.length);
  // A language tag after the opening fence (`---yaml`) is skipped like gray-matter does.
  const language = /^[^\S\r\n]*[A-Za-z0-9_-]*/.exec(rest);
  if (language !== null) rest = rest.slice(language[0].length);
  const close = rest.indexOf(CLOSE);
  if (close === -1) return { matter: rest, content: '' };
  let content = rest.slice(close + CLOSE.length);
  if (content.startsWith('\r')) content = content.slice(1);
  if (content.startsWith('\n')) content = content.slice(1);
  return { matter: rest.slice(0, close), content };
}

/** Reads frontmatter YAML into an object; a non-mapping document is spread like `{...value}` would. */
function readMatter(matter: string): Record<string, unknown> {
  // `[^\S\n]*`, not `\s*`: a `\s*` crossing line breaks made many blank lines quadratic; same emptiness test.
  const block = matter.replace(/^[^\S\n]*#[^\n]+/gm, '').trim();
  if (block === '') return {};
  const value = parseYaml(matter);
  if (isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  if (typeof value === 'string') for (let i = 0; i < value.length; i += 1) setOwn(out, String(i), value[i]);
  if (Array.isArray(value)) value.forEach((item: unknown, i) => setOwn(out, String(i), item));
  return out;
}

/**
 * The reference's fallback for Claude-Code-style frontmatter: an unquoted top-level value that
 * contains a colon is rewritten as a `|-` block scalar before the second attempt.
 */
export function sanitizeFrontmatter(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (match === null) return text;
  const lines = match[1].split(/\r?\n/);
  const result: string[] = [];
  for (const line of lines) {
    const kv = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    const skip = line.trim() === '' || line.trim().startsWith('#') || /^\s+/.test(line) || kv === null;
    const value = kv === null ? '' : kv[2].trim();
    const isPlain = value !== '' && value !== '>' && value !== '|' && !value.startsWith('"') && !value.startsWith("'");
    if (!skip && kv !== null && isPlain && value.includes(':')) {
      result.push(`${kv[1]}: |-`, `  ${value}`);
    } else {
      result.push(line);
    }
  }
  const start = match.index + match[0].indexOf(match[1]);
  return text.slice(0, start) + result.join('\n') + text.slice(start + match[1].length);
}

/** Parses one attempt; returns the error text instead of throwing. */
function attempt(text: string): Frontmatter | string {
  const split = splitFrontmatter(text);
  if (split === null) return { data: {}, content: text };
  try {
    return { data: readMatter(split.matter), content: split.content };
  } catch (error) {
    if (error instanceof YamlSyntaxError || error instanceof RangeError) return error.message;
    throw error;
  }
}

/**
 * Splits a markdown agent/mode/command file into YAML frontmatter (between `---` lines) and body.
 * Invalid YAML is retried once with the reference's colon sanitisation; if that also fails, `data`
 * is null and `content` is the whole text. Never throws.
 */
export function parseFrontmatter(text: string): Frontmatter {
  const first = attempt(text);
  if (typeof first !== 'string') return first;
  const second = attempt(sanitizeFrontmatter(text));
  if (typeof second !== 'string') return second;
  return { data: null, content: text, error: `Failed to parse YAML frontmatter: ${second}` };
}

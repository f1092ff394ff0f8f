import {
  YamlSyntaxError,
  decodeDoubleQuoted,
  decodeSingleQuoted,
  findClosingQuote,
  resolvePlainScalar,
} from './frontmatter-scalar.ts';
import { setOwn } from './schema-issue.ts';

/** Deepest flow/block nesting accepted; deeper input is rejected instead of exhausting the stack. */
export const MAX_YAML_DEPTH = 256;

const FLOW_STOP = new Set([',', '[', ']', '{', '}']);

/** Reads a flow collection (`[a, b]`, `{k: v}`) from a string that holds exactly one of them. */
export function parseFlow(text: string): unknown {
  const reader = new FlowReader(text);
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos < text.length) throw new YamlSyntaxError('unexpected text after flow collection');
  return value;
}

/** A cursor over flow text. */
class FlowReader {
  pos = 0;
  constructor(private readonly text: string) {}

  /** Skips spaces, tabs, line breaks and comments. */
  skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const ch = t[this.pos];
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') this.pos += 1;
      else if (ch === '#' && (this.pos === 0 || /\s/.test(t[this.pos - 1]))) {
        const end = t.indexOf('\n', this.pos);
        this.pos = end === -1 ? t.length : end;
      } else break;
    }
  }

  /** Reads any flow node. */
  value(depth: number): unknown {
    if (depth > MAX_YAML_DEPTH) throw new YamlSyntaxError('nesting too deep');
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === '[') return this.sequence(depth);
    if (ch === '{') return this.mapping(depth);
    if (ch === '"' || ch === "'") return this.quoted();
    return this.plain();
  }

  private sequence(depth: number): unknown[] {
    this.pos += 1;
    const out: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === ']') {
        this.pos += 1;
        return out;
      }
      if (this.pos >= this.text.length) throw new YamlSyntaxError('unterminated flow sequence');
      out.push(this.value(depth + 1));
      this.endEntry(']');
    }
  }

  private mapping(depth: number): Record<string, unknown> {
    this.pos += 1;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === '}') {
        this.pos += 1;
        return out;
      }
      if (this.pos >= this.text.length) throw new YamlSyntaxError('unterminated flow mapping');
      const key = String(this.value(depth + 1));
      this.skipSpace();
      let value: unknown = null;
      if (this.text[this.pos] === ':') {
        this.pos += 1;
        this.skipSpace();
        const next = this.text[this.pos];
        if (next !== ',' && next !== '}') value = this.value(depth + 1);
      }
      if (Object.prototype.hasOwnProperty.call(out, key)) throw new YamlSyntaxError(`duplicated mapping key ${key}`);
      setOwn(out, key, value);
      this.endEntry('}');
    }
  }

  /** After an entry: a comma, or the closing bracket (left for the caller). */
  private endEntry(close: string): void {
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === ',') this.pos += 1;
    else if (ch !== close) throw new YamlSyntaxError(`expected , or ${close}`);
  }

  private quoted(): string {
    const end = findClosingQuote(this.text, this.pos);
    if (end === -1) throw new YamlSyntaxError('unterminated quoted scalar');
    const body = this.text.slice(this.pos + 1, end);
    const quote = this.text[this.pos];
    this.pos = end + 1;
    return quote === '"' ? decodeDoubleQuoted(body) : decodeSingleQuoted(body);
  }

  private plain(): unknown {
    const t = this.text;
    const start = this.pos;
    if (start >= t.length) throw new YamlSyntaxError('unexpected end of flow collection');
    if ('&*!|>%@`'.includes(t[start])) throw new YamlSyntaxError(`unsupported indicator ${t[start]}`);
    while (this.pos < t.length) {
      const ch = t[this.pos];
      if (FLOW_STOP.has(ch)) break;
      if (ch === ':' && (this.pos + 1 >= t.length || /[\s,\[\]{}]/.test(t[this.pos + 1]))) break;
      if (ch === '#' && /\s/.test(t[this.pos - 1] ?? '')) break;
      this.pos += 1;
    }
    // A whitespace run with a line break folds to one space; `\s+` takes each run once (linear), `\s*\n\s*` was quadratic.
    const raw = t.slice(start, this.pos).replace(/\s+/g, (run: string) => (run.includes('\n') ? ' ' : run)).trim();
    if (raw === '' && this.pos === start) throw new YamlSyntaxError('empty flow entry');
    return resolvePlainScalar(raw);
  }
}

/** Tracks whether accumulated flow text has closed all its brackets (quotes and comments aware). */
export class FlowBalance {
  private depth = 0;
  private quote: string | null = null;
  private started = false;

  /** Feeds one more line; returns true once the outermost collection is closed. */
  feed(line: string): boolean {
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i];
      if (this.quote !== null) {
        if (this.quote === '"' && ch === '\\') i += 1;
        else if (ch === this.quote) {
          if (this.quote === "'" && line[i + 1] === "'") i += 1;
          else this.quote = null;
        }
        continue;
      }
      if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
      if (ch === '"' || ch === "'") {
        if (i === 0 || /[\s,\[{:]/.test(line[i - 1])) this.quote = ch;
      } else if (ch === '[' || ch === '{') {
        this.depth += 1;
        this.started = true;
      } else if (ch === ']' || ch === '}') {
        this.depth -= 1;
        if (this.started && this.depth <= 0) return true;
      }
    }
    return false;
  }
}

import { FlowBalance, MAX_YAML_DEPTH, parseFlow } from './frontmatter-flow.ts';
import {
  YamlSyntaxError,
  decodeDoubleQuoted,
  decodeSingleQuoted,
  findClosingQuote,
  resolvePlainScalar,
} from './frontmatter-scalar.ts';
import { readBlockScalar } from './frontmatter-block-scalar.ts';
import { setOwn } from './schema-issue.ts';

/** One source line: its indentation (spaces) and the text after it. */
export interface YamlLine {
  readonly indent: number;
  readonly text: string;
  /** The whole line without its line break (block scalars need it verbatim). */
  readonly raw: string;
  /** True when a tab precedes the content: not allowed as indentation of a node. */
  readonly isTabIndented: boolean;
}

/** True for a line that holds no node (blank or only a comment). */
export function isVoidLine(line: YamlLine): boolean {
  return line.text === '' || line.text.startsWith('#');
}

const SEQ_ITEM = /^-(?:[ \t]|$)/;
const BAD_PLAIN_START = /^[&*!%@`]/;

/** Parses the YAML subset used in agent frontmatter. Throws `YamlSyntaxError` on anything it rejects. */
export function parseYaml(source: string): unknown {
  const lines = source.split('\n').map(toLine);
  const reader = new BlockReader(lines);
  const value = reader.node(-1, 0);
  reader.skipVoid();
  if (reader.pos < lines.length) throw new YamlSyntaxError(`unexpected content at line ${reader.pos + 1}`);
  return value;
}

/** Drops trailing spaces and tabs; `/[ \t]+$/` would take quadratic time on a long run of spaces inside a line. */
function trimBlankEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return text.slice(0, end);
}

/** Splits indentation off a raw line. */
function toLine(source: string): YamlLine {
  const raw = source.endsWith('\r') ? source.slice(0, -1) : source;
  const indent = raw.length - raw.replace(/^ +/, '').length;
  const text = trimBlankEnd(raw.slice(indent));
  if (!text.startsWith('\t')) return { indent, text, raw, isTabIndented: false };
  const rest = text.replace(/^[ \t]+/, '');
  return { indent, text: rest, raw, isTabIndented: rest !== '' && !rest.startsWith('#') };
}

/** Rejects a node line indented with tabs. */
function checkIndent(line: YamlLine): void {
  if (line.isTabIndented) throw new YamlSyntaxError('tab characters must not be used in indentation');
}

/** A cursor over block lines. */
class BlockReader {
  pos = 0;
  constructor(private readonly lines: YamlLine[]) {}

  /** Skips blank and comment lines. */
  skipVoid(): void {
    while (this.pos < this.lines.length && isVoidLine(this.lines[this.pos])) this.pos += 1;
  }

  /** Reads the node that starts on the next content line, if it is indented deeper than `parent`. */
  node(parent: number, depth: number, allowSameIndentSeq = false): unknown {
    if (depth > MAX_YAML_DEPTH) throw new YamlSyntaxError('nesting too deep');
    this.skipVoid();
    if (this.pos >= this.lines.length) return null;
    const line = this.lines[this.pos];
    checkIndent(line);
    const isSeq = SEQ_ITEM.test(line.text);
    if (line.indent <= parent && !(allowSameIndentSeq && isSeq && line.indent === parent)) return null;
    if (isSeq) return this.sequence(line.indent, depth);
    if (mappingColon(line.text) !== -1) return this.mapping(line.indent, depth);
    this.pos += 1;
    return this.inline(line.text, parent, depth);
  }

  private sequence(indent: number, depth: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      this.skipVoid();
      const line = this.lines[this.pos];
      if (line === undefined || line.indent < indent) return out;
      checkIndent(line);
      if (line.indent > indent) throw new YamlSyntaxError('bad indentation of a sequence entry');
      if (!SEQ_ITEM.test(line.text)) return out;
      const rest = line.text.slice(1);
      const body = rest.replace(/^[ \t]+/, '');
      if (body === '' || body.startsWith('#')) {
        this.pos += 1;
        out.push(this.node(indent, depth + 1));
        continue;
      }
      // `- key: v` / `- - x`: re-read the item body as a block node at its own column.
      const column = indent + 1 + (rest.length - body.length);
      if (SEQ_ITEM.test(body) || mappingColon(body) !== -1) {
        this.lines[this.pos] = { indent: column, text: body, raw: line.raw, isTabIndented: false };
        out.push(this.node(indent, depth + 1));
        continue;
      }
      this.pos += 1;
      out.push(this.inline(body, indent, depth + 1));
    }
  }

  private mapping(indent: number, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skipVoid();
      const line = this.lines[this.pos];
      if (line === undefined || line.indent < indent) return out;
      checkIndent(line);
      if (line.indent > indent) throw new YamlSyntaxError('bad indentation of a mapping entry');
      if (SEQ_ITEM.test(line.text)) return out;
      const colon = mappingColon(line.text);
      if (colon === -1) throw new YamlSyntaxError(`expected a mapping key at line ${this.pos + 1}`);
      const key = readKey(line.text.slice(0, colon));
      if (Object.prototype.hasOwnProperty.call(out, key)) throw new YamlSyntaxError(`duplicated mapping key ${key}`);
      const rest = line.text.slice(colon + 1).replace(/^[ \t]+/, '');
      this.pos += 1;
      const value = rest === '' || rest.startsWith('#') ? this.node(indent, depth + 1, true) : this.inline(rest, indent, depth + 1);
      setOwn(out, key, value);
    }
  }

  /** Reads a value written after `key:` or `- ` (the line itself is already consumed). */
  private inline(text: string, parent: number, depth: number): unknown {
    const first = text[0];
    if (first === '|' || first === '>') {
      const block = readBlockScalar(text, parent, this.lines, this.pos);
      this.pos = block.next;
      return block.value;
    }
    if (first === '[' || first === '{') return parseFlow(this.gatherFlow(text));
    if (first === '"' || first === "'") return this.quoted(text, parent);
    if (BAD_PLAIN_START.test(text)) throw new YamlSyntaxError(`unsupported indicator ${first}`);
    if (depth > MAX_YAML_DEPTH) throw new YamlSyntaxError('nesting too deep');
    return resolvePlainScalar(this.plain(text, parent));
  }

  /** Joins the following lines until the flow collection started in `text` is closed. */
  private gatherFlow(text: string): string {
    const balance = new FlowBalance();
    const parts = [text];
    if (balance.feed(text)) return text;
    while (this.pos < this.lines.length) {
      const next = this.lines[this.pos].text;
      this.pos += 1;
      parts.push(next);
      if (balance.feed(next)) return parts.join('\n');
    }
    throw new YamlSyntaxError('unterminated flow collection');
  }

  /** Reads a quoted scalar that may continue over following lines. */
  private quoted(text: string, parent: number): string {
    const parts = [text];
    let joined = text;
    let end = findClosingQuote(joined, 0);
    while (end === -1) {
      const next = this.lines[this.pos];
      if (next === undefined) throw new YamlSyntaxError('unterminated quoted scalar');
      if (next.text !== '' && next.indent <= parent) throw new YamlSyntaxError('bad indentation in quoted scalar');
      this.pos += 1;
      parts.push(next.text);
      joined = parts.join('\n');
      end = findClosingQuote(joined, 0);
    }
    const after = joined.slice(end + 1).trim();
    if (after !== '' && !after.startsWith('#')) throw new YamlSyntaxError('unexpected text after quoted scalar');
    const body = joined.slice(1, end);
    return text[0] === '"' ? decodeDoubleQuoted(body) : decodeSingleQuoted(body);
  }

  /** Reads a plain scalar, folding continuation lines indented deeper than `parent`. */
  private plain(text: string, parent: number): string {
    let out = stripPlain(text);
    let breaks = 0;
    while (this.pos < this.lines.length) {
      const line = this.lines[this.pos];
      if (line.text === '') {
        breaks += 1;
        this.pos += 1;
        continue;
      }
      if (line.indent <= parent || line.text.startsWith('#')) break;
      this.pos += 1;
      out += breaks > 0 ? '\n'.repeat(breaks) : ' ';
      out += stripPlain(line.text);
      breaks = 0;
    }
    // Trailing blank lines belong to what follows, not to the scalar.
    while (breaks > 0 && this.pos > 0 && this.lines[this.pos - 1].text === '') {
      this.pos -= 1;
      breaks -= 1;
    }
    return out;
  }
}

/** Strips a trailing comment from a plain-scalar line and rejects `: ` inside it (as js-yaml does). */
function stripPlain(text: string): string {
  const hash = text.search(/[ \t]#/);
  const body = (hash === -1 ? text : text.slice(0, hash)).trim();
  if (/:(?:[ \t]|$)/.test(body)) throw new YamlSyntaxError('mapping values are not allowed here');
  return body;
}

/** Index of the `:` that makes `text` a block mapping entry, or -1. */
function mappingColon(text: string): number {
  if (text.startsWith('"') || text.startsWith("'")) {
    const end = findClosingQuote(text, 0);
    if (end === -1) return -1;
    const after = text.slice(end + 1).match(/^[ \t]*:(?:[ \t]|$)/);
    return after === null ? -1 : end + 1 + after[0].indexOf(':');
  }
  if (/^[\[{#|>?]/.test(text)) return -1;
  const match = /:(?:[ \t]|$)/.exec(text);
  if (match === null) return -1;
  const hash = text.search(/[ \t]#/);
  return hash !== -1 && hash < match.index ? -1 : match.index;
}

/** Decodes a block mapping key (plain or quoted) to its string form. */
function readKey(raw: string): string {
  const text = raw.trim();
  if (text.startsWith('"')) return decodeDoubleQuoted(text.slice(1, -1));
  if (text.startsWith("'")) return decodeSingleQuoted(text.slice(1, -1));
  if (text === '<<') throw new YamlSyntaxError('merge keys are not supported');
  if (BAD_PLAIN_START.test(text)) throw new YamlSyntaxError(`unsupported indicator ${text[0]}`);
  return String(resolvePlainScalar(text));
}

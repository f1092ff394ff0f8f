import { YamlSyntaxError } from './frontmatter-scalar.ts';

/** The line shape the block-scalar reader needs. */
interface RawLine {
  readonly indent: number;
  readonly text: string;
  readonly raw: string;
}

/** A decoded `|` / `>` scalar and the index of the first line after it. */
export interface BlockScalar {
  readonly value: string;
  readonly next: number;
}

/**
 * Reads a literal (`|`) or folded (`>`) block scalar whose header is `header` and whose content
 * starts at `lines[start]`, for a node whose parent sits at column `parent`.
 */
export function readBlockScalar(header: string, parent: number, lines: readonly RawLine[], start: number): BlockScalar {
  const match = /^([|>])([+-]?)([1-9]?)([+-]?)(?:[ \t]+#.*)?$/.exec(header);
  if (match === null || (match[2] !== '' && match[4] !== '')) throw new YamlSyntaxError('bad block scalar header');
  const isFolded = match[1] === '>';
  const chomp = match[2] || match[4];
  const explicit = match[3] === '' ? 0 : Number(match[3]);
  let indent = explicit > 0 ? Math.max(parent, 0) + explicit : 0;
  const body: string[] = [];
  let pos = start;
  for (; pos < lines.length; pos += 1) {
    const line = lines[pos];
    const isBlank = line.raw.trim() === '';
    if (isBlank) {
      body.push(line.raw.length > indent && indent > 0 ? line.raw.slice(indent) : '');
      continue;
    }
    if (indent === 0) {
      if (line.indent <= parent) break;
      indent = line.indent;
    }
    if (line.indent < indent) break;
    body.push(line.raw.slice(indent));
  }
  // Trailing blank lines: part of the scalar for `+` chomping only; the reader resumes after the content.
  let trailing = 0;
  while (trailing < body.length && body[body.length - 1 - trailing].trim() === '') trailing += 1;
  const content = body.slice(0, body.length - trailing);
  let value = isFolded ? foldLines(content) : content.join('\n');
  if (content.length > 0 && chomp !== '-') value += '\n';
  if (chomp === '+') value += '\n'.repeat(trailing);
  return { value, next: pos - trailing };
}

/** Folds block lines: single breaks between normal lines become spaces; indented lines keep breaks. */
function foldLines(content: readonly string[]): string {
  let out = '';
  let empties = 0;
  let hasText = false;
  let prevIndented = false;
  for (const line of content) {
    if (line.trim() === '' ) {
      empties += 1;
      continue;
    }
    const isIndented = line.startsWith(' ') || line.startsWith('\t');
    if (!hasText) out += '\n'.repeat(empties);
    else if (prevIndented || isIndented) out += '\n'.repeat(empties + 1);
    else out += empties > 0 ? '\n'.repeat(empties) : ' ';
    out += line;
    hasText = true;
    prevIndented = isIndented;
    empties = 0;
  }
  return out;
}

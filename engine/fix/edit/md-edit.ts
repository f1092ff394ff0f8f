/** Minimal line edits on a markdown agent's YAML frontmatter `permission:` block (add, rename, re-action or drop one rule). */

interface Line {
  readonly start: number;
  /** Offset just past the line's text (before its line break). */
  readonly end: number;
  readonly indent: number;
  readonly key: string | null;
  /** The text after `key:`, trimmed ('' when the value is a block below). */
  readonly value: string;
  readonly isBlank: boolean;
}

const KEY_LINE = /^([ \t]*)("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s:#"'][^:#]*?)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$/;

function unquote(raw: string): string {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw.slice(1, -1);
    }
  }
  if (raw.startsWith("'")) return raw.slice(1, -1).replaceAll("''", "'");
  return raw;
}

/** The frontmatter's lines (between the opening and the closing `---`), with offsets into the whole text. */
function frontmatterLines(text: string): { readonly lines: Line[]; readonly close: number; readonly eol: string } | null {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return null;
  const eol = open[0].endsWith('\r\n') ? '\r\n' : '\n';
  const lines: Line[] = [];
  let at = open[0].length;
  while (at <= text.length) {
    const nl = text.indexOf('\n', at);
    const stop = nl < 0 ? text.length : nl;
    const end = text[stop - 1] === '\r' ? stop - 1 : stop;
    const body = text.slice(at, end);
    if (/^---[ \t]*$/.test(body)) return { lines, close: at, eol };
    const m = KEY_LINE.exec(body);
    const isBlank = /^\s*(#.*)?$/.test(body);
    lines.push({ start: at, end, indent: /^[ \t]*/.exec(body)![0].length, key: m && !isBlank ? unquote(m[2]!) : null, value: m?.[3] ?? '', isBlank });
    if (nl < 0) break;
    at = nl + 1;
  }
  return null;
}

/** The lines under `lines[at]` (deeper-indented), blank lines inside included; ends at the first shallower non-blank line. */
function blockOf(lines: readonly Line[], at: number): Line[] {
  const out: Line[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.isBlank && l.indent <= lines[at]!.indent) break;
    out.push(l);
  }
  while (out.length && out[out.length - 1]!.isBlank) out.pop();
  return out;
}

function yamlKey(key: string, isPermission: boolean): string {
  return isPermission && /^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key);
}

function splice(text: string, start: number, end: number, content: string): string {
  return text.slice(0, start) + content + text.slice(end);
}

/** Appends `pattern: action` as the last entry of `permission.<perm>` in the frontmatter (a scalar value becomes a `"*"` entry first); null when it cannot. */
export function mdAddRule(text: string, perm: string, pattern: string, action: string): string | null {
  const fm = frontmatterLines(text);
  if (!fm) return null;
  const { lines, eol } = fm;
  const entry = `${JSON.stringify(pattern)}: ${action}`;
  const top = lines.findIndex((l) => l.indent === 0 && l.key === 'permission');
  if (top < 0) {
    const add = `permission:${eol}  ${yamlKey(perm, true)}:${eol}    ${entry}${eol}`;
    return splice(text, fm.close, fm.close, add);
  }
  if (lines[top]!.value !== '') return null;
  const block = blockOf(lines, top);
  const childIndent = block.find((l) => !l.isBlank)?.indent ?? 2;
  const pad = (n: number) => ' '.repeat(n);
  const permAt = lines.findIndex((l, i) => i > top && block.includes(l) && l.indent === childIndent && l.key === perm);
  const endOf = (l: Line | undefined, fallback: Line) => (l ?? fallback).end;
  if (permAt < 0) {
    const at = endOf(block[block.length - 1], lines[top]!);
    return splice(text, at, at, `${eol}${pad(childIndent)}${yamlKey(perm, true)}:${eol}${pad(childIndent * 2)}${entry}`);
  }
  const permLine = lines[permAt]!;
  const grandIndent = childIndent + (childIndent || 2);
  if (permLine.value !== '') {
    if (permLine.value.startsWith('{') || permLine.value.startsWith('[') || pattern === '*') return null;
    const old = `${JSON.stringify('*')}: ${permLine.value}`;
    return splice(text, permLine.start, permLine.end, `${pad(childIndent)}${yamlKey(perm, true)}:${eol}${pad(grandIndent)}${old}${eol}${pad(grandIndent)}${entry}`);
  }
  const entries = blockOf(lines, permAt);
  const gi = entries.find((l) => !l.isBlank)?.indent ?? grandIndent;
  if (entries.some((l) => l.indent === gi && l.key === pattern)) return null;
  const at = endOf(entries[entries.length - 1], permLine);
  return splice(text, at, at, `${eol}${pad(gi)}${entry}`);
}

function lineAt(text: string, offset: number): Line | null {
  const fm = frontmatterLines(text);
  return fm?.lines.find((l) => l.start <= offset && offset <= l.end && l.key !== null) ?? null;
}

/** Sets the scalar action on the frontmatter line holding `offset` (a rule's key location); null when that line is not `key: action`. */
export function mdSetAction(text: string, offset: number, action: string): string | null {
  const line = lineAt(text, offset);
  if (!line || line.value === '' || /^[{[|>]/.test(line.value)) return null;
  const body = text.slice(line.start, line.end);
  const colon = KEY_LINE.exec(body)!;
  const valueStart = line.start + body.lastIndexOf(colon[3]!);
  return splice(text, valueStart, valueStart + colon[3]!.length, action);
}

/** Removes the frontmatter line holding `offset` (a `key: action` rule); null when that line holds a block. */
export function mdRemoveRule(text: string, offset: number): string | null {
  const line = lineAt(text, offset);
  if (!line || line.value === '') return null;
  const nl = text.indexOf('\n', line.end);
  return splice(text, line.start, nl < 0 ? line.end : nl + 1, '');
}

/** Renames the key on the frontmatter line holding `offset` (a rule's pattern); null when it cannot. */
export function mdRenameKey(text: string, offset: number, newKey: string): string | null {
  const line = lineAt(text, offset);
  if (!line) return null;
  const body = text.slice(line.start, line.end);
  const m = KEY_LINE.exec(body);
  if (!m) return null;
  const keyStart = line.start + m[1]!.length;
  return splice(text, keyStart, keyStart + m[2]!.length, JSON.stringify(newKey));
}

/** Edits on JSONC text that keep comments and formatting: add, move, rename and remove one key; set one value. */
import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type Node } from 'jsonc-parser';

function rootOf(text: string): Node | undefined {
  try {
    return parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch {
    return undefined;
  }
}

/** The file's own indentation and line ends, for the keys jsonc-parser has to lay out. */
export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The node of the value at a path, if the document has one. */
export function jsonNodeAt(text: string, path: readonly string[]): Node | undefined {
  const root = rootOf(text);
  if (!root) return undefined;
  return path.length === 0 ? root : findNodeAtLocation(root, [...path]);
}

/** True when the document holds an object (or a string) at the path. */
export function jsonKind(text: string, path: readonly string[]): 'object' | 'string' | 'other' | 'missing' {
  const node = jsonNodeAt(text, path);
  if (!node) return 'missing';
  return node.type === 'object' ? 'object' : node.type === 'string' ? 'string' : 'other';
}

/** Sets the value at a path with jsonc-parser's `modify` (missing objects created, a new key appended last); null when it cannot. */
export function setJsonValue(text: string, path: readonly string[], value: unknown): string | null {
  if (text.trim() !== '' && rootOf(text)?.type !== 'object') return null;
  try {
    return applyEdits(text, modify(text, [...path], value, { formattingOptions: formattingOf(text) }));
  } catch {
    return null;
  }
}

function replaceRange(text: string, start: number, end: number, content: string): string {
  return text.slice(0, start) + content + text.slice(end);
}

/** The whitespace a new key goes after: the gap before the object's first key, or a line break and its indentation. */
function keyGap(text: string, object: Node, first: Node): string {
  const gap = text.slice(object.offset + 1, first.offset);
  if (/^\s*$/.test(gap)) return gap;
  const lineStart = text.lastIndexOf('\n', first.offset) + 1;
  return `\n${/^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? ''}`;
}

/** Adds `"key": <valueText>` to the object at `objectPath`, as its last key (or its first with `atStart`), in the object's own layout; null when the object is missing or has the key. */
export function insertProperty(text: string, objectPath: readonly string[], key: string, valueText: string, atStart = false): string | null {
  const object = jsonNodeAt(text, objectPath);
  if (!object || object.type !== 'object') return null;
  const props = object.children ?? [];
  if (props.some((p) => p.children?.[0]?.value === key)) return null;
  const entry = `${JSON.stringify(key)}: ${valueText}`;
  const first = props[0];
  const last = props[props.length - 1];
  if (!first || !last) return replaceRange(text, object.offset + 1, object.offset + 1, ` ${entry} `);
  const gap = keyGap(text, object, first);
  if (atStart) return replaceRange(text, first.offset, first.offset, `${entry},${gap}`);
  const end = last.offset + last.length;
  return replaceRange(text, end, end, `,${gap}${entry}`);
}

function propertyAt(text: string, path: readonly string[]): Node | undefined {
  const value = jsonNodeAt(text, path);
  return value?.parent?.type === 'property' ? value.parent : undefined;
}

/** Removes the key at a path with its comma; null when it is not there. */
export function removeProperty(text: string, path: readonly string[]): string | null {
  const prop = propertyAt(text, path);
  const siblings = prop?.parent?.children;
  if (!prop || !siblings) return null;
  const i = siblings.indexOf(prop);
  const end = prop.offset + prop.length;
  const next = siblings[i + 1];
  const prev = siblings[i - 1];
  if (next) {
    const comma = text.indexOf(',', end);
    let cut = comma >= 0 && comma < next.offset ? comma + 1 : next.offset;
    while (cut < next.offset && /\s/.test(text[cut]!)) cut++;
    return replaceRange(text, prop.offset, cut, '');
  }
  if (prev) {
    const prevEnd = prev.offset + prev.length;
    const between = text.slice(prevEnd, prop.offset);
    // Only whitespace and the comma between: drop them with the key. Otherwise keep the comments: drop the comma and the key's own line.
    if (/^\s*,?\s*$/.test(between)) return replaceRange(text, prevEnd, end, '');
    const comma = /^\s*,/.exec(between);
    const lineStart = text.lastIndexOf('\n', prop.offset - 1);
    const ownLine = lineStart >= prevEnd && /^[ \t]*$/.test(text.slice(lineStart + 1, prop.offset));
    const withoutKey = replaceRange(text, ownLine ? lineStart : prop.offset, end, '');
    return comma ? replaceRange(withoutKey, prevEnd + comma[0].length - 1, prevEnd + comma[0].length, '') : withoutKey;
  }
  const after = /^\s*,/.exec(text.slice(end));
  return replaceRange(text, prop.offset, end + (after ? after[0].length : 0), '');
}

/** Renames the key at a path in place (its value and position kept); null when it is not there. */
export function renameProperty(text: string, path: readonly string[], newKey: string): string | null {
  const keyNode = propertyAt(text, path)?.children?.[0];
  if (!keyNode) return null;
  return replaceRange(text, keyNode.offset, keyNode.offset + keyNode.length, JSON.stringify(newKey));
}

/** Replaces the value at a path with `valueText` in place; null when it is not there. */
export function replaceJsonValue(text: string, path: readonly string[], valueText: string): string | null {
  const node = jsonNodeAt(text, path);
  if (!node || path.length === 0) return null;
  return replaceRange(text, node.offset, node.offset + node.length, valueText);
}

/** Moves the key at `[...objectPath, key]` to the end (or the start) of its object, its value kept verbatim; null when it cannot. */
export function moveProperty(text: string, objectPath: readonly string[], key: string, toStart: boolean): string | null {
  const value = jsonNodeAt(text, [...objectPath, key]);
  if (!value) return null;
  const valueText = text.slice(value.offset, value.offset + value.length);
  const removed = removeProperty(text, [...objectPath, key]);
  return removed === null ? null : insertProperty(removed, objectPath, key, valueText, toStart);
}

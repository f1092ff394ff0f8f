/** The reference's second chance for Claude-Code-style frontmatter, tried when the first parse throws. */

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---/;
const KEY_VALUE = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/;

/** True when a top-level `key: value` line's value is plain (unquoted, not a block indicator) and holds a colon. */
function needsBlockScalar(value: string): boolean {
  if (value === '' || value === '>' || value === '|' || value.startsWith('"') || value.startsWith("'")) return false;
  return value.includes(':');
}

/** Rewrites one frontmatter line; a plain value containing a colon becomes a `|-` block scalar. */
function rewriteLine(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^\s+/.test(line)) return [line];
  const kv = KEY_VALUE.exec(line);
  if (kv === null) return [line];
  const value = (kv[2] ?? '').trim();
  return needsBlockScalar(value) ? [`${kv[1] ?? ''}: |-`, `  ${value}`] : [line];
}

/**
 * The fallback sanitisation: only a text opening with `---` and a line break is touched; its block's
 * lines are rewritten and joined with `\n` (CRLF becomes LF inside the block), and the block's first
 * occurrence in the text is replaced, as a string `replace` does.
 */
export function sanitizeFrontmatter(text: string): string {
  const match = BLOCK.exec(text);
  if (match === null) return text;
  const block = match[1] ?? '';
  const processed = block.split(/\r?\n/).flatMap(rewriteLine).join('\n');
  const at = text.indexOf(block);
  return text.slice(0, at) + processed + text.slice(at + block.length);
}

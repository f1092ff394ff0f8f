/** Where frontmatter keys sit in a markdown file, so markdown agents get provenance like JSON files. */
import type { SourceLocation } from '../../permission/rule.ts';
import { keyPathId } from '../merge/key-path.ts';

/** The part before a key: indentation, an optional sequence dash, an optional quote; tried with and without the dash. */
const KEY_HEADS: readonly RegExp[] = [/^(\s*)- (["']?)/, /^(\s*)(["']?)/];
const SPACE = /\s/;

/**
 * A `key:` line (indent, optional `- `, optional quote, key up to the first colon, which ends the
 * line or is followed by a space), found without a backtracking RegExp: the one it replaces took
 * cubic time on deep indentation and quadratic time on long lines of spaces.
 */
function matchKeyLine(line: string): { indent: number; quote: string; key: string } | null {
  const colon = line.indexOf(':');
  if (colon < 0 || (colon + 1 < line.length && !SPACE.test(line.charAt(colon + 1)))) return null;
  for (const pattern of KEY_HEADS) {
    const head = pattern.exec(line.slice(0, colon));
    if (!head) continue;
    const quote = head[2] ?? '';
    let end = colon;
    while (end > head[0].length && SPACE.test(line.charAt(end - 1))) end--;
    if (quote !== '') {
      if (line.charAt(end - 1) !== quote || end - 1 <= head[0].length) continue;
      end--;
    }
    const key = line.slice(head[0].length, end);
    if (key !== '' && !/^["':#]/.test(key)) return { indent: (head[1] ?? '').length, quote, key };
  }
  return null;
}

/** Maps `prefix + frontmatter key path` → the key's location (BOM and CRLF aware); the body maps to `prefix + ['prompt']`. */
export function locateFrontmatterKeys(text: string, file: string, prefix: readonly string[]): Map<string, SourceLocation> {
  const out = new Map<string, SourceLocation>();
  out.set(keyPathId(prefix), { file, line: 1, column: 1, length: 0 });
  // gray-matter drops a leading BOM; offsets still count it, since they index the file's own text.
  const bom = text.startsWith('\ufeff') ? 1 : 0;
  const lines = text.slice(bom).split('\n');
  let offset = bom;
  const stack: { indent: number; key: string }[] = [];
  let inMatter = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // gray-matter's fences: `---` (any language tag after it, not a fourth dash) opens; the next line starting `---` closes.
    if (i === 0 && line.startsWith('---') && line.charAt(3) !== '-') inMatter = true;
    else if (inMatter && line.startsWith('---')) {
      const bodyAt = offset + line.length + 1;
      out.set(keyPathId([...prefix, 'prompt']), { file, line: i + 2, column: 1, length: Math.max(0, text.length - bodyAt) });
      break;
    } else if (inMatter) {
      const m = matchKeyLine(line);
      if (m) {
        const { indent, key } = m;
        while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
        stack.push({ indent, key });
        const column = indent + m.quote.length + 1;
        out.set(keyPathId([...prefix, ...stack.map((s) => s.key)]), { file, line: i + 1, column, length: key.length });
      }
    }
    offset += line.length + 1;
  }
  return out;
}

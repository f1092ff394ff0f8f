/** Where frontmatter keys sit in a markdown file, so markdown agents get provenance like JSON files. */
import type { SourceLocation } from '../permission/rule.ts';
import { keyPathId } from './key-path.ts';

/** Maps `prefix + frontmatter key path` → the key's location; the body maps to `prefix + ['prompt']`. */
export function locateFrontmatterKeys(text: string, file: string, prefix: readonly string[]): Map<string, SourceLocation> {
  const out = new Map<string, SourceLocation>();
  out.set(keyPathId(prefix), { file, line: 1, column: 1, offset: 0, length: 0 });
  const lines = text.split('\n');
  let offset = 0;
  const stack: { indent: number; key: string }[] = [];
  let inMatter = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trimEnd();
    if (i === 0 && trimmed === '---') inMatter = true;
    else if (inMatter && trimmed === '---') {
      const bodyAt = offset + line.length + 1;
      out.set(keyPathId([...prefix, 'prompt']), { file, line: i + 2, column: 1, offset: bodyAt, length: Math.max(0, text.length - bodyAt) });
      break;
    } else if (inMatter) {
      const m = /^(\s*)(?:- )?(["']?)([^"':#][^:]*?)\2\s*:(\s|$)/.exec(line);
      if (m) {
        const indent = (m[1] ?? '').length;
        const key = m[3] ?? '';
        while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
        stack.push({ indent, key });
        const column = indent + (m[2] ?? '').length + 1;
        out.set(keyPathId([...prefix, ...stack.map((s) => s.key)]), { file, line: i + 1, column, offset: offset + column - 1, length: key.length });
      }
    }
    offset += line.length + 1;
  }
  return out;
}

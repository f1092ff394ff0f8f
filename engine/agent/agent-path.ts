/** The few POSIX path operations the agent rules need (the loader vectors run on Linux semantics). */

function normalizePosix(path: string): string {
  const isAbsolute = path.startsWith('/');
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else if (part !== '..' || !isAbsolute) out.push(part);
  }
  const body = out.join('/');
  return isAbsolute ? `/${body}` : body || '.';
}

/** Joins and normalizes POSIX path parts, as Node's `path.posix.join`. */
export function joinPosix(...parts: readonly string[]): string {
  return normalizePosix(parts.filter((p) => p !== '').join('/'));
}

/** The relative path from `from` to `to` (both absolute), as Node's `path.posix.relative`. */
export function relativePosix(from: string, to: string): string {
  const a = normalizePosix(from).split('/').filter(Boolean);
  const b = normalizePosix(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

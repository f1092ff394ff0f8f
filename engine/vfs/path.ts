/** Posix path helpers for the virtual file system (the engine may not use Node's `path`). */

/** True when `p` starts at the root (`/`) or is a Windows drive/UNC path. */
export function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}

/** Collapses `.`, `..`, repeated and trailing slashes; keeps a leading `/`. */
export function normalize(p: string): string {
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(part);
  }
  const body = out.join('/');
  if (rooted) return `/${body}`;
  return body === '' ? '.' : body;
}

/** Joins segments with `/` and normalizes the result. */
export function join(...parts: readonly string[]): string {
  return normalize(parts.filter((s) => s !== '').join('/'));
}

/** Resolves segments right to left until one is absolute, starting from `base` (itself absolute). */
export function resolve(base: string, ...parts: readonly string[]): string {
  let acc = base;
  for (const part of parts) acc = part.startsWith('/') ? part : `${acc}/${part}`;
  return normalize(acc);
}

/** The directory part of a path (`/` for a top-level entry; a drive root `/C:` is its own parent, as `C:\` is on Windows). */
export function dirname(p: string): string {
  const n = normalize(p);
  if (n === '/' || /^\/[A-Za-z]:$/.test(n)) return n;
  const i = n.lastIndexOf('/');
  if (i < 0) return '.';
  return i === 0 ? '/' : n.slice(0, i);
}

/** The last segment of a path. */
export function basename(p: string): string {
  const n = normalize(p);
  if (n === '/') return '';
  return n.slice(n.lastIndexOf('/') + 1);
}

/** The path of `to` relative to `from` (both absolute), using `..` where needed. */
export function relative(from: string, to: string): string {
  const a = normalize(from).split('/').filter(Boolean);
  const b = normalize(to).split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

/** True when `child` is `parent` or lies under it. */
export function isInside(parent: string, child: string): boolean {
  const p = normalize(parent);
  const c = normalize(child);
  return p === '/' || c === p || c.startsWith(`${p}/`);
}

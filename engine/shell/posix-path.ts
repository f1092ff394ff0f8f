/**
 * Lexical POSIX path helpers with the semantics of Node's `path.posix` for the calls the shell tool
 * makes. No file system, no process: a relative base resolves as if the process cwd were `/`.
 */

/** Whether `path` starts at the root. */
export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/');
}

/** Folds `.`, `..` and repeated slashes; `..` above the root of an absolute path stays at the root. */
function foldSegments(path: string, isAbsolute: boolean): string[] {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!isAbsolute) out.push('..');
      continue;
    }
    out.push(segment);
  }
  return out;
}

/** Normalizes like `path.posix.normalize`: keeps a trailing slash, gives `.` for an empty relative path. */
export function normalizePath(path: string): string {
  if (path === '') return '.';
  const isAbsolute = isAbsolutePath(path);
  const hasTrailingSlash = path.endsWith('/');
  let body = foldSegments(path, isAbsolute).join('/');
  if (body === '' && !isAbsolute) body = '.';
  if (body !== '' && hasTrailingSlash) body += '/';
  return isAbsolute ? `/${body}` : body;
}

/** Joins like `path.posix.join`: empty parts are ignored, the result is normalized. */
export function joinPath(...parts: readonly string[]): string {
  const joined = parts.filter((part) => part !== '').join('/');
  return joined === '' ? '.' : normalizePath(joined);
}

/** Resolves like `path.posix.resolve`: the rightmost absolute part wins, no trailing slash. */
export function resolvePath(...parts: readonly string[]): string {
  let resolved = '';
  for (let i = parts.length - 1; i >= 0 && !isAbsolutePath(resolved); i--) {
    const part = parts[i] ?? '';
    if (part === '') continue;
    resolved = resolved === '' ? part : `${part}/${resolved}`;
  }
  return `/${foldSegments(resolved, true).join('/')}`;
}

/** The parent like `path.posix.dirname`: only the last segment and the one slash run before it go. */
export function dirnamePath(path: string): string {
  if (path === '') return '.';
  const hasRoot = isAbsolutePath(path);
  let end = -1;
  let isInTrailingSlashes = true;
  for (let i = path.length - 1; i >= 1; i--) {
    if (path[i] !== '/') isInTrailingSlashes = false;
    else if (!isInTrailingSlashes) {
      end = i;
      break;
    }
  }
  if (end === -1) return hasRoot ? '/' : '.';
  // Node keeps a leading `//` here (POSIX leaves its meaning to the implementation).
  if (hasRoot && end === 1) return '//';
  return path.slice(0, end);
}

/** The way from `from` to `to` like `path.posix.relative` (both resolved first); `""` when equal. */
export function relativePath(from: string, to: string): string {
  const fromSegments = foldSegments(resolvePath(from), true);
  const toSegments = foldSegments(resolvePath(to), true);
  let common = 0;
  while (common < fromSegments.length && common < toSegments.length && fromSegments[common] === toSegments[common]) common++;
  const ups = fromSegments.slice(common).map(() => '..');
  return [...ups, ...toSegments.slice(common)].join('/');
}

/** A read-only virtual file system over a scenario's files; directories exist when a file lies under them. */
import { isInside, normalize } from './path.ts';

/** One file of the virtual file system. */
export interface VirtualFile {
  readonly path: string;
  readonly text: string;
}

/** Read access to the virtual files, by absolute posix path. */
export interface Vfs {
  /** True for a file or a directory that holds at least one file. */
  exists(path: string): boolean;
  /** True when the path is a file. */
  isFile(path: string): boolean;
  /** True when some file lies under the path. */
  isDir(path: string): boolean;
  /** The file's text, or undefined when there is no such file. */
  read(path: string): string | undefined;
  /** Every file under `dir` at any depth, sorted by path. */
  listRecursive(dir: string): readonly string[];
}

/** Builds a Vfs; a later file at the same path replaces an earlier one. */
export function createVfs(files: readonly VirtualFile[]): Vfs {
  const textByPath = new Map<string, string>();
  for (const f of files) textByPath.set(normalize(f.path), f.text);
  const dirs = new Set<string>();
  for (const p of textByPath.keys()) {
    let at = p;
    for (let i = at.lastIndexOf('/'); i > 0; i = at.lastIndexOf('/')) {
      at = at.slice(0, i);
      if (dirs.has(at)) break;
      dirs.add(at);
    }
    dirs.add('/');
  }
  const sorted = [...textByPath.keys()].sort();
  return {
    exists: (p) => textByPath.has(normalize(p)) || dirs.has(normalize(p)),
    isFile: (p) => textByPath.has(normalize(p)),
    isDir: (p) => dirs.has(normalize(p)),
    read: (p) => textByPath.get(normalize(p)),
    listRecursive: (dir) => {
      const d = normalize(dir);
      return sorted.filter((p) => p !== d && isInside(d, p));
    },
  };
}

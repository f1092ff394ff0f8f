import { posixKey } from '../../../shared/is-same-path.ts';

/**
 * The text of the file a model URI names, found from the URI back to the file: the models are few and the files may be
 * 20,000, so no URI is made per file. A file is the model's only when its own URI (`uriOf`) is exactly the model's;
 * `pathOf` reads a file URI's path (null for other schemes). Undefined: no file has that URI.
 */
export function toFileLookup(files: readonly { readonly path: string; readonly text: string }[], uriOf: (path: string) => string, pathOf: (uri: string) => string | null): (uri: string) => string | undefined {
  let byPosix: Map<string, { readonly path: string; readonly text: string }[]> | null = null;
  return (uri) => {
    const path = pathOf(uri);
    if (path === null) return undefined;
    if (byPosix === null) {
      byPosix = new Map();
      for (const f of files) {
        const key = posixKey(f.path);
        const list = byPosix.get(key);
        if (list) list.push(f);
        else byPosix.set(key, [f]);
      }
    }
    // A URI may spell a drive letter in lower case; the posix form has it in upper case.
    const drive = /^\/([a-zA-Z]):/.exec(path);
    const candidates = drive ? [path, `/${drive[1]!.toUpperCase()}:${path.slice(3)}`] : [path];
    for (const candidate of candidates) {
      const found = byPosix.get(candidate)?.find((f) => uriOf(f.path) === uri);
      if (found) return found.text;
    }
    return undefined;
  };
}

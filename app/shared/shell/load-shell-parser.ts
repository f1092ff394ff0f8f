import type { ShellParser } from '../../../engine/index.ts';

// The one load of the grammar, shared by every caller (a cache, not view state).
let loading: Promise<ShellParser> | null = null;

/** Loads web-tree-sitter and the bash grammar from the bundle (never a CDN), once; later calls share the promise. */
export function loadShellParser(): Promise<ShellParser> {
  loading ??= (async () => {
    const [{ Parser, Language }, runtime, grammar] = await Promise.all([
      import('web-tree-sitter'),
      import('web-tree-sitter/tree-sitter.wasm?url'),
      import('tree-sitter-bash/tree-sitter-bash.wasm?url'),
    ]);
    await Parser.init({ locateFile: () => runtime.default });
    const parser = new Parser();
    parser.setLanguage(await Language.load(grammar.default));
    return { parse: (text: string) => parser.parse(text) };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

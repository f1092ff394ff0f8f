/**
 * The few tree-sitter operations the shell analysis needs, as structural types, so the engine never
 * imports Node, the DOM or web-tree-sitter itself. A `web-tree-sitter` 0.25.10 `Parser` with the
 * `tree-sitter-bash` 0.25.0 language satisfies `ShellParser` through `{ parse: (t) => parser.parse(t) }`.
 *
 * Loading: `engine/shell/load-parser.ts` loads it in Node and in the browser alike. The app loads the same two files lazily:
 *   import runtimeUrl from 'web-tree-sitter/tree-sitter.wasm?url';
 *   import bashUrl from 'tree-sitter-bash/tree-sitter-bash.wasm?url';
 *   await Parser.init({ locateFile: () => runtimeUrl });
 *   const parser = new Parser(); parser.setLanguage(await Language.load(bashUrl));
 * The versions are pinned on purpose: another grammar version may split or name nodes differently.
 */

/** One syntax node. Its text is `source.slice(startIndex, endIndex)` (UTF-16 indices, as tree-sitter's own `text`). */
export interface ShellNode {
  readonly type: string;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly parent: ShellNode | null;
  readonly children: readonly (ShellNode | null)[];
  /** Every descendant whose type is one of `types`, in document pre-order (the node itself excluded). */
  descendantsOfType(types: string[]): readonly (ShellNode | null)[];
}

/** A parse result; `delete` frees its WASM memory. */
export interface ShellTree {
  readonly rootNode: ShellNode;
  delete(): void;
}

/**
 * A loaded bash parser. `parse` returns null when the runtime gives up (a cancelled parse); it may
 * throw when the WASM runtime aborts (very deep trees); the analysis turns both into an error.
 */
export interface ShellParser {
  parse(text: string): ShellTree | null;
}

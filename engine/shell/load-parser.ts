/** Node adapter: loads web-tree-sitter 0.25.10 and tree-sitter-bash 0.25.0 from node_modules as a `ShellParser`. */
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { ShellParser, ShellTree } from '../shell/shell-parser.ts';

const require = createRequire(import.meta.url);

/** How long one parse may take before it is cancelled (then the analysis reports "Failed to parse command"). */
export interface ShellParserOptions {
  readonly timeoutMs?: number;
}

let loadingLanguage: Promise<Language> | undefined;

async function loadLanguage(): Promise<Language> {
  const runtimePath = require.resolve('web-tree-sitter/tree-sitter.wasm');
  await Parser.init({ locateFile: () => runtimePath });
  return Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'));
}

function newParser(language: Language): Parser {
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/**
 * A bash parser over the WASM files in node_modules (the runtime and grammar load once per process).
 * Without `timeoutMs` a parse runs to the end, as the reference's does.
 */
export async function loadShellParserNode(options: ShellParserOptions = {}): Promise<ShellParser> {
  loadingLanguage ??= loadLanguage();
  const language = await loadingLanguage;
  let parser = newParser(language);
  const { timeoutMs } = options;
  return {
    parse(text: string): ShellTree | null {
      const deadline = timeoutMs === undefined ? undefined : performance.now() + timeoutMs;
      try {
        const tree = parser.parse(text, null, deadline === undefined ? undefined : { progressCallback: () => performance.now() > deadline });
        // A cancelled parse would otherwise resume on the next call.
        if (tree === null) parser.reset();
        return tree;
      } catch (err) {
        // An aborted parse leaves this Parser unusable; the next call gets a fresh one.
        parser = newParser(language);
        throw err;
      }
    },
  };
}

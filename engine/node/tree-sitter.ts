/** Node adapter: loads web-tree-sitter 0.25.10 and tree-sitter-bash 0.25.0 from node_modules as a `ShellParser`. */
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { ShellParser } from '../shell/shell-parser.ts';

const require = createRequire(import.meta.url);

let loading: Promise<ShellParser> | undefined;

async function loadOnce(): Promise<ShellParser> {
  const runtimePath = require.resolve('web-tree-sitter/tree-sitter.wasm');
  const bashPath = require.resolve('tree-sitter-bash/tree-sitter-bash.wasm');
  await Parser.init({ locateFile: () => runtimePath });
  const parser = new Parser();
  parser.setLanguage(await Language.load(bashPath));
  return { parse: (text) => parser.parse(text) };
}

/** The bash parser, loaded once per process (later calls share the first load). */
export function loadShellParserNode(): Promise<ShellParser> {
  loading ??= loadOnce();
  return loading;
}

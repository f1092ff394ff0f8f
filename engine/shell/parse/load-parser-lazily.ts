/**
 * The engine door's way to the shell parser: the loader (and web-tree-sitter with it) is imported only when a
 * parser is asked for, so importing the door costs no WASM runtime at start-up.
 */
import type { ShellParserSource } from './load-parser.ts';
import type { ShellParser } from './shell-parser.ts';

export type { ShellParserSource } from './load-parser.ts';

/** A bash parser from the two WASM files `source` names, its loader imported on first use (see load-parser.ts). */
export async function loadShellParserLazily(source: ShellParserSource): Promise<ShellParser> {
  const { loadShellParser } = await import('./load-parser.ts');
  return loadShellParser(source);
}

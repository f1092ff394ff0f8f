/**
 * Loads web-tree-sitter 0.25.10 with the tree-sitter-bash 0.25.0 grammar as a `ShellParser`, in the
 * browser or in Node alike: the caller says where the two WASM files are (a bundled URL in the app, a
 * resolved node_modules path in the CLI), so this file needs neither DOM nor Node APIs.
 */
import { Language, Parser } from 'web-tree-sitter';
import type { ShellParser, ShellTree } from './shell-parser.ts';

/** Where the parser's files are, and an optional per-parse time limit with the clock to measure it. */
export interface ShellParserSource {
  /** The runtime `tree-sitter.wasm`: a URL or a file path. */
  readonly runtime: string;
  /** The grammar `tree-sitter-bash.wasm`: a URL, a file path, or its bytes. */
  readonly grammar: string | Uint8Array;
  /** How long one parse may take before it is cancelled ("Failed to parse command"); needs `now`. */
  readonly timeoutMs?: number;
  /** A monotonic clock in milliseconds (performance.now), used only for the time limit. */
  readonly now?: () => number;
}

let loading: { key: string; language: Promise<Language> } | undefined;

async function loadLanguage(source: ShellParserSource): Promise<Language> {
  await Parser.init({ locateFile: () => source.runtime });
  return Language.load(source.grammar);
}

function newParser(language: Language): Parser {
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/** A bash parser (the runtime and grammar load once per process); without a time limit a parse runs to the end, as the reference's does. */
export async function loadShellParser(source: ShellParserSource): Promise<ShellParser> {
  const key = `${source.runtime}\u0000${typeof source.grammar === 'string' ? source.grammar : 'bytes'}`;
  if (!loading || loading.key !== key) loading = { key, language: loadLanguage(source) };
  const language = await loading.language;
  let parser = newParser(language);
  const { timeoutMs, now } = source;
  return {
    parse(text: string): ShellTree | null {
      const deadline = timeoutMs === undefined || !now ? undefined : now() + timeoutMs;
      try {
        const tree = parser.parse(text, null, deadline === undefined || !now ? undefined : { progressCallback: () => now() > deadline });
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

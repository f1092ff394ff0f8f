import { isPlainObject } from './schema-issue.ts';

/** Ids of the reference's built-in LSP servers: an entry for one of these needs no `extensions`. */
export const BUILTIN_LSP_SERVER_IDS: ReadonlySet<string> = new Set([
  'deno',
  'typescript',
  'vue',
  'eslint',
  'oxlint',
  'biome',
  'gopls',
  'ruby-lsp',
  'ty',
  'pyright',
  'elixir-ls',
  'zls',
  'csharp',
  'razor',
  'fsharp',
  'sourcekit-lsp',
  'rust',
  'clangd',
  'svelte',
  'astro',
  'jdtls',
  'kotlin-ls',
  'yaml-ls',
  'lua-ls',
  'php intelephense',
  'prisma',
  'dart',
  'ocaml-lsp',
  'bash',
  'terraform',
  'texlab',
  'dockerfile',
  'gleam',
  'clojure-lsp',
  'nixd',
  'tinymist',
  'haskell-language-server',
  'julials',
]);

/** The reference's message when a custom server has no `extensions`. */
export const LSP_EXTENSIONS_MESSAGE = "For custom LSP servers, 'extensions' array is required.";

/** The reference's check on `lsp`: true when every entry is disabled, built in, or names its file extensions. */
export function hasExtensionsWhereNeeded(value: unknown): boolean {
  if (!isPlainObject(value)) return true;
  return Object.keys(value).every((id) => {
    const entry = value[id];
    if (!isPlainObject(entry)) return true;
    if (entry.disabled === true || BUILTIN_LSP_SERVER_IDS.has(id)) return true;
    return Boolean(entry.extensions);
  });
}

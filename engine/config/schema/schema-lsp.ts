import { type Decoder, anything, bool, checked, literal, str, union } from './schema-decoder.ts';
import { isPlainObject } from './schema-issue.ts';
import { arrayOf, record, req, struct } from './schema-struct.ts';

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

/** One `lsp.<id>` entry: `{disabled: true}`, or a server with a required `command`. */
const lspEntry: Decoder = union([
  struct({ disabled: req(literal(true)) }),
  struct({
    command: req(arrayOf(str)),
    extensions: arrayOf(str),
    disabled: bool,
    env: record(str),
    initialization: record(anything),
  }),
]);

/** True when every entry is disabled, built in, or names its file extensions. */
function hasExtensionsWhereNeeded(value: unknown): boolean {
  if (!isPlainObject(value)) return true;
  return Object.keys(value).every((id) => {
    const entry = value[id];
    if (!isPlainObject(entry)) return true;
    if (entry.disabled === true || BUILTIN_LSP_SERVER_IDS.has(id)) return true;
    return Boolean(entry.extensions);
  });
}

/** `lsp`: false/true, or a map of LSP server entries where custom servers name their extensions. */
export const lspShape: Decoder = checked(union([bool, record(lspEntry)]), [{ test: hasExtensionsWhereNeeded, message: LSP_EXTENSIONS_MESSAGE }]);

import { toPosixPath } from '../../../../engine/index.ts';
import { monaco } from '../../../monaco-setup.ts';
import { isTooBigForEditor } from './to-plain-preview.ts';
import { toFileLookup } from './to-file-lookup.ts';

/** The env vars edited as JSONC in their own Monaco editors. */
export const JSON_ENV_VARS = ['AGENTFORGE_CONFIG_CONTENT', 'AGENTFORGE_PERMISSION'] as const;

/**
 * URIs already made, by path: Monaco's URI parses and validates each one, and every render asks again for the open
 * file's and for each config layer's (a keystroke's render on r02 spent about 0.2 ms on them).
 */
const fileUris = new Map<string, string>();
/** Paths whose URIs are kept at most: the ones asked for are a few per scenario, but a long session opens many scenarios. */
const MAX_KEPT_URIS = 4096;

/** The Monaco model URI of a scenario file. */
export function fileModelUri(path: string): string {
  const kept = fileUris.get(path);
  if (kept !== undefined) return kept;
  const uri = monaco.Uri.file(toPosixPath(path)).toString();
  if (fileUris.size >= MAX_KEPT_URIS) fileUris.clear();
  fileUris.set(path, uri);
  return uri;
}

/** The Monaco model URI of a JSONC env var's editor. */
export function envModelUri(name: string): string {
  return monaco.Uri.from({ scheme: 'inmemory', authority: 'env', path: `/${name}.jsonc` }).toString();
}

/** The editor language for a file path. */
export function languageOf(path: string): string {
  if (/\.jsonc?$/i.test(path)) return 'json';
  if (/\.md$/i.test(path)) return 'markdown';
  return 'plaintext';
}

/**
 * Replaces model texts with the store's after a load, reset, rename or removal (the only times
 * the store writes into an editor), and disposes models whose file is gone or whose new text is too large to
 * keep in a model no editor shows. `textOf` gives the text for a model URI (undefined: no such file).
 */
export function syncModels(textOf: (uri: string) => string | undefined): void {
  const attached = new Set(monaco.editor.getEditors().map((e) => e.getModel()));
  for (const model of monaco.editor.getModels()) {
    const uri = model.uri.toString();
    if (model.uri.scheme !== 'file' && !(model.uri.scheme === 'inmemory' && model.uri.authority === 'env')) continue;
    const text = textOf(uri);
    if (text === undefined || (isTooBigForEditor(text.length) && !attached.has(model))) {
      // A large text is not pushed into a model no editor shows (the light view shows it first; its editor makes a new one).
      if (!attached.has(model)) model.dispose();
    } else if (model.getValue() !== text) {
      model.setValue(text);
    }
  }
}

/** The text of each file model URI, with Monaco's URIs (see `toFileLookup`). */
export function fileTextByUri(files: readonly { readonly path: string; readonly text: string }[]): (uri: string) => string | undefined {
  return toFileLookup(files, fileModelUri, (uri) => {
    const parsed = monaco.Uri.parse(uri);
    return parsed.scheme === 'file' ? parsed.path : null;
  });
}

/** Writes an env var's new value into its editor's model, for changes made outside the editor (the add-layer menu). */
export function syncEnvModel(name: string, value: string): void {
  const model = monaco.editor.getModel(monaco.Uri.parse(envModelUri(name)));
  if (model && model.getValue() !== value) model.setValue(value);
}

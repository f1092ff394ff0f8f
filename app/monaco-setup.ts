/** Monaco, strictly from the local package: workers, JSONC options, our config schema, markdown; never a CDN (stack.md pitfalls 1-6). */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/markdown/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { loader } from '@monaco-editor/react';
import { CONFIG_SCHEMA_URL, configJsonSchema } from '../engine/index.ts';

/** The Monaco namespace the app uses (the slim entry: core plus the contributions above). */
export type Monaco = typeof monaco;

self.MonacoEnvironment = {
  getWorker(_moduleId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

/** The URI of the schema for AGENTFORGE_PERMISSION (the `permission` object alone). */
export const PERMISSION_SCHEMA_URI = `${CONFIG_SCHEMA_URL}#permission`;

const permissionSchema = { ...configJsonSchema.properties?.permission };

// Files that are config layers by name; setSchemaFiles adds the rest (an AGENTFORGE_CONFIG path, say).
const CONFIG_GLOBS = ['**/agentforge.json', '**/agentforge.jsonc', '**/.config/agentforge/config.json'];

// The schema association last given to Monaco, so an unchanged one is not re-sent (a cache, not view state).
let lastKey = '';

/** Points the config schema at these model URIs (plus the usual file names) and the permission schema at these; cheap when nothing changed. */
export function setSchemaFiles(configUris: readonly string[], permissionUris: readonly string[]): void {
  const key = `${configUris.join('\n')}\u0000${permissionUris.join('\n')}`;
  if (key === lastKey) return;
  lastKey = key;
  jsonDefaults.setDiagnosticsOptions({
    // The engine's markers are the one report of each problem (syntax and schema, at the key, in the reference's
    // words); Monaco's own validation would repeat them. The schema still drives completion and hover.
    validate: false,
    allowComments: true,
    comments: 'ignore',
    trailingCommas: 'ignore',
    enableSchemaRequest: false,
    schemaValidation: 'warning',
    schemas: [
      { uri: CONFIG_SCHEMA_URL, fileMatch: [...CONFIG_GLOBS, ...configUris], schema: configJsonSchema },
      { uri: PERMISSION_SCHEMA_URI, fileMatch: [...permissionUris], schema: permissionSchema },
    ],
  });
}

setSchemaFiles([], []);
// Completion, hover, folding, symbols and formatting stay. Off: the diagnostics pass (it validates nothing, see
// `validate: false`, yet parsed the whole file on every keystroke) and colour swatches (a config holds no colours).
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, diagnostics: false, colors: false });
loader.config({ monaco });

export { monaco };

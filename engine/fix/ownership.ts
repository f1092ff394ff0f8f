/** Which scenario documents are the user's to edit, and where a rule is written in them (file, object path, key). */
import { offsetOf } from '../config/text/offset-map.ts';
import type { Analysis } from '../analyze.ts';
import type { LoadedLayer } from '../config/load.ts';
import type { Rule } from '../permission/rule.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { jsonNodeAt } from './edit/json-edit.ts';
import type { DocRef } from './edit/text-edit.ts';

/** The layer sources a user writes: their own files and directories. Managed, remote, account and AGENTFORGE_CONFIG_CONTENT are not. */
const USER_SOURCES: ReadonlySet<string> = new Set(['global', 'config-env', 'project', 'config-dir', 'agent-md', 'mode-md']);
const MARKDOWN_SOURCES: ReadonlySet<string> = new Set(['agent-md', 'mode-md']);

/** The env variable whose JSON is merged over `permission` after every layer. */
export const ENV_PERMISSION = 'AGENTFORGE_PERMISSION';

/** A document a fix may write, with its current text. */
export interface WritableDoc {
  readonly ref: DocRef;
  readonly text: string;
  readonly format: 'json' | 'md';
  /** Its layer's name for messages (`project /home/user/project/agentforge.json`, `AGENTFORGE_PERMISSION`). */
  readonly label: string;
  /** For markdown agents: the agent the file defines. */
  readonly agent?: string;
}

/** Where one rule is written: the document, and for JSON the object holding its key. */
export interface RuleSite {
  readonly doc: WritableDoc;
  /** JSON: the object path to the permission map (`['permission']`, `['agent','plan','permission']`, `[]` for the env variable). */
  readonly mapPath: readonly string[];
  readonly perm: string;
  /** The pattern key, or undefined when the permission's value is a bare action. */
  readonly pattern?: string;
  /** Markdown: the offset of the rule's key in the file. */
  readonly offset?: number;
}

/** The JSON object holding the rule's key, and the key. */
export function siteEntry(site: RuleSite): { readonly container: readonly string[]; readonly key: string } {
  return site.pattern === undefined ? { container: site.mapPath, key: site.perm } : { container: [...site.mapPath, site.perm], key: site.pattern };
}

/** A layer a user cannot edit, named for a "blocked" answer. */
export interface ForeignLayer {
  readonly layer: string;
  readonly path?: string;
}

/** The scenario's documents the user may edit, and a rule's place in them. */
export interface Ownership {
  /** Writable documents in merge order (later ones win). */
  readonly docs: readonly WritableDoc[];
  siteOf(rule: Rule): RuleSite | null;
  /** The layer a rule comes from when it is not the user's (managed policy, AGENTFORGE_CONFIG_CONTENT, remote, account, request). */
  foreignLayerOf(rule: Rule): ForeignLayer | null;
}

function isJsonObjectText(text: string): boolean {
  return jsonNodeAt(text, [])?.type === 'object';
}

const FOREIGN_NAMES: Readonly<Record<string, string>> = {
  managed: 'managed policy',
  'config-content': 'AGENTFORGE_CONFIG_CONTENT',
  remote: 'remote config',
  account: 'account config',
};

/** Works out which documents of a scenario are the user's, from the analysis's layers. */
export function ownershipOf(scenario: Scenario, analysis: Analysis): Ownership {
  const layers = analysis.load.layers.filter((l) => l.status !== 'skipped');
  const textOf = new Map(scenario.files.map((f) => [f.path, f.text]));
  const docs: WritableDoc[] = [];
  const docByPath = new Map<string, WritableDoc>();
  for (const layer of layers) {
    if (!USER_SOURCES.has(layer.source) || layer.path === null) continue;
    const text = textOf.get(layer.path);
    if (text === undefined || docByPath.has(layer.path)) continue;
    const isMarkdown = MARKDOWN_SOURCES.has(layer.source);
    const doc: WritableDoc = { ref: { path: layer.path }, text, format: isMarkdown ? 'md' : 'json', label: layer.label, ...(isMarkdown && layer.entryName ? { agent: layer.entryName } : {}) };
    docs.push(doc);
    docByPath.set(layer.path, doc);
  }
  const envText = scenario.env[ENV_PERMISSION];
  const envDoc: WritableDoc | null = envText !== undefined && isJsonObjectText(envText) ? { ref: { env: ENV_PERMISSION }, text: envText, format: 'json', label: ENV_PERMISSION } : null;
  if (envDoc) docs.push(envDoc);
  const layerByPath = new Map<string, LoadedLayer>();
  for (const l of layers) if (l.path !== null) layerByPath.set(l.path, l);

  const siteOf = (rule: Rule): RuleSite | null => {
    const origin = rule.origin;
    if (origin?.kind === 'env-permission') {
      const [, perm, pattern] = origin.keyPath;
      if (!envDoc || perm === undefined || !jsonNodeAt(envDoc.text, origin.keyPath.slice(1))) return null;
      return { doc: envDoc, mapPath: [], perm, ...(pattern !== undefined ? { pattern } : {}) };
    }
    if (origin?.kind !== 'config' || !origin.location) return null;
    const doc = docByPath.get(origin.location.file);
    const at = origin.keyPath.lastIndexOf('permission');
    const perm = origin.keyPath[at + 1];
    if (!doc || at < 0 || perm === undefined || origin.keyPath.length > at + 3) return null;
    const pattern = origin.keyPath[at + 2];
    const tail = { perm, ...(pattern !== undefined ? { pattern } : {}) };
    if (doc.format === 'md') return { doc, mapPath: ['permission'], ...tail, offset: offsetOf(doc.text, origin.location.line, origin.location.column) };
    if (!jsonNodeAt(doc.text, origin.keyPath)) return null;
    return { doc, mapPath: origin.keyPath.slice(0, at + 1), ...tail };
  };

  const foreignLayerOf = (rule: Rule): ForeignLayer | null => {
    const origin = rule.origin;
    if (origin?.kind === 'request') return { layer: `this request's tools.${origin.tool}` };
    if (origin?.kind !== 'config' && origin?.kind !== 'legacy-tools') return null;
    const file = origin.location?.file;
    if (file === undefined) return null;
    if (file === 'AGENTFORGE_CONFIG_CONTENT') return { layer: FOREIGN_NAMES['config-content']! };
    const layer = layerByPath.get(file);
    const name = layer ? FOREIGN_NAMES[layer.source] : undefined;
    return name ? { layer: name, path: file } : null;
  };

  return { docs, siteOf, foreignLayerOf };
}

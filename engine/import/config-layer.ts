import { printParseErrorCode, type ParseErrorCode } from 'jsonc-parser';
import { visitJsonc, type JsoncVisitor } from '../config/text/visit-jsonc.ts';
import { globalConfigDir, managedConfigDir } from '../config/discover/paths.ts';
import type { Diagnostic } from '../diagnostic.ts';
import type { Scenario } from '../scenario/scenario.ts';

/** Where a pasted config can go: a file layer the loader reads, or the AGENTFORGE_CONFIG_CONTENT env var. */
export type LayerTarget = 'global' | 'project' | 'dot-dir' | 'home-dir' | 'config-content' | 'managed';

/** The layer choices, low to high precedence, with their labels. */
export const LAYER_TARGETS: readonly { readonly target: LayerTarget; readonly label: string }[] = [
  { target: 'global', label: 'Global (~/.config/agentforge/agentforge.jsonc)' },
  { target: 'project', label: 'Project (agentforge.jsonc in the cwd)' },
  { target: 'dot-dir', label: 'Project .agentforge/agentforge.jsonc' },
  { target: 'home-dir', label: 'Home ~/.agentforge/agentforge.jsonc' },
  { target: 'config-content', label: 'AGENTFORGE_CONFIG_CONTENT (env)' },
  { target: 'managed', label: 'Managed (admin) agentforge.jsonc' },
];

/** The file a target stands for in a scenario; null for the env var. */
export function layerTargetPath(target: LayerTarget, s: Scenario): string | null {
  switch (target) {
    case 'global':
      return `${globalConfigDir(s.home, s.env)}/agentforge.jsonc`;
    case 'project':
      return `${s.cwd.replace(/\/+$/, '')}/agentforge.jsonc`;
    case 'dot-dir':
      return `${s.cwd.replace(/\/+$/, '')}/.agentforge/agentforge.jsonc`;
    case 'home-dir':
      return `${s.home.replace(/\/+$/, '')}/.agentforge/agentforge.jsonc`;
    case 'managed':
      return `${managedConfigDir(s.platform, s.env)}/agentforge.jsonc`;
    case 'config-content':
      return null;
  }
}

/**
 * Texts longer than this are not parsed again on import (the page would stall for a third of a second on 5 MB): the
 * analysis that follows reports every parse error at its line and column anyway.
 */
export const IMPORT_CHECK_CHARS = 1_000_000;

/** A walk that only looks for syntax errors. */
const IGNORE_VALUES: Omit<JsoncVisitor, 'onError'> = { onObjectBegin: () => {}, onObjectEnd: () => {}, onArrayBegin: () => {}, onArrayEnd: () => {}, onObjectProperty: () => {}, onLiteralValue: () => {} };

/**
 * Puts a pasted config into the scenario as the chosen layer (replacing that file), with a warning when it is not valid
 * JSONC (checked up to IMPORT_CHECK_CHARS; a longer text's problems show in the analysis).
 */
export function importConfigLayer(s: Scenario, text: string, target: LayerTarget): { scenario: Scenario; path: string; diagnostics: readonly Diagnostic[] } {
  const errors: { error: ParseErrorCode; offset: number }[] = [];
  // The loader's own walk (no recursion): a paste nested thousands of levels deep is checked like any other.
  if (text.length <= IMPORT_CHECK_CHARS) visitJsonc(text, { ...IGNORE_VALUES, onError: (error, offset) => void errors.push({ error, offset }) });
  const diagnostics: Diagnostic[] = [...errors.slice(0, 1).map((e): Diagnostic => ({ code: 'import-config-jsonc', severity: 'warning', message: `the pasted config is not valid JSONC (${printParseErrorCode(e.error)} at offset ${e.offset}); it was imported anyway so you can fix it`, path: 'import' }))];
  const path = layerTargetPath(target, s);
  if (path === null) return { scenario: { ...s, env: { ...s.env, AGENTFORGE_CONFIG_CONTENT: text } }, path: 'env:AGENTFORGE_CONFIG_CONTENT', diagnostics };
  const files = s.files.some((f) => f.path === path) ? s.files.map((f) => (f.path === path ? { path, text } : f)) : [...s.files, { path, text }];
  return { scenario: { ...s, files }, path, diagnostics };
}

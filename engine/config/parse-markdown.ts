/** Markdown agents, modes and commands as config fragments (`{agent: {name: …}}`, `{command: {name: …}}`). */
import type { Diagnostic } from '../diagnostic.ts';
import type { Layer } from './layer.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { validateAgentEntry, validateModeEntry } from './schema.ts';
import { locateFrontmatterKeys } from './markdown-locations.ts';
import { setOwn } from './own.ts';
import { MAX_NESTING_DEPTH } from './depth.ts';
import { inspectJsonShape } from './json-shape.ts';
import type { JsonObject } from './own.ts';
import type { ParsedLayer } from './parse-layer.ts';
import { locateIssue } from './parse-layer.ts';

function fragment(top: string, name: string, value: JsonObject): JsonObject {
  const inner: JsonObject = {};
  setOwn(inner, name, value);
  const out: JsonObject = {};
  setOwn(out, top, inner);
  return out;
}

/** Parses an agent/mode/command markdown layer. A bad agent fails the load; a bad mode is skipped with a warning. */
export function parseMarkdownLayer(layer: Layer): ParsedLayer {
  const text = layer.text ?? '';
  const file = layer.path ?? layer.label;
  const name = layer.entryName ?? layer.label;
  const top = layer.source === 'command-md' ? 'command' : 'agent';
  const locations = locateFrontmatterKeys(text, file, [top, name]);
  const fm = parseFrontmatter(text);
  const diagnostics: Diagnostic[] = [];
  if (fm.data === null) {
    diagnostics.push({ code: 'config/frontmatter-invalid', severity: 'warning', message: `${fm.error ?? 'Invalid YAML frontmatter'}; the whole file becomes the prompt.`, path: file, line: 1, column: 1 });
  }
  const data = fm.data ?? {};
  for (const key of inspectJsonShape(fragment(top, name, data), MAX_NESTING_DEPTH).prototypeKeys) {
    diagnostics.push({ code: 'config/prototype-key', severity: 'warning', message: `Key "${key}" is kept as a plain data key.`, path: file, line: 1, column: 1 });
  }
  if (layer.source === 'command-md') {
    const command: JsonObject = {};
    for (const k of Object.keys(data)) setOwn(command, k, data[k]);
    setOwn(command, 'template', fm.content.trim());
    return { data: fragment('command', name, command), locations, diagnostics };
  }
  const checked = layer.source === 'mode-md' ? validateModeEntry(data, name, fm.content) : validateAgentEntry(data, name, fm.content);
  if (checked.value === null || checked.issues.length > 0) {
    const isMode = layer.source === 'mode-md';
    for (const issue of checked.issues) {
      const at = locateIssue({ ...issue, path: [top, name, ...issue.path] }, locations);
      diagnostics.push({ code: isMode ? 'config/mode-skipped' : 'config/invalid', severity: isMode ? 'warning' : 'error', message: isMode ? `Mode skipped: ${issue.message}` : issue.message, path: file, ...(at ? { line: at.line, column: at.column, offset: at.offset, length: at.length } : {}) });
    }
    if (isMode) return { data: null, locations, diagnostics };
    return { data: null, locations, diagnostics, error: { name: 'ConfigInvalidError', data: { path: file, issues: checked.issues } } };
  }
  return { data: fragment('agent', name, checked.value), locations, diagnostics };
}

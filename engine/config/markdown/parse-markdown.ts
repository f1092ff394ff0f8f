/** Markdown agents, modes and commands as config fragments (`{agent: {name: …}}`, `{command: {name: …}}`). */
import type { Diagnostic } from '../../diagnostic.ts';
import type { Layer } from '../discover/layer.ts';
import { parseFrontmatter, type Frontmatter, type FrontmatterPosition } from './frontmatter.ts';
import { validateAgentEntry, validateModeEntry } from '../schema/schema.ts';
import { locateFrontmatterKeys } from './markdown-locations.ts';
import { setOwn } from '../own.ts';
import { MAX_NESTING_DEPTH } from '../text/depth.ts';
import { inspectJsonShape } from '../text/json-shape.ts';
import type { JsonObject } from '../own.ts';
import type { ParsedLayer } from '../text/parse-layer.ts';
import { locateIssue } from '../text/parse-layer.ts';

function fragment(top: string, name: string, value: JsonObject): JsonObject {
  const inner: JsonObject = {};
  setOwn(inner, name, value);
  const out: JsonObject = {};
  setOwn(out, top, inner);
  return out;
}

/** The diagnostic for a file the playground does not load: dropped by the CLI, or not knowable without running it. */
function unreadDiagnostic(fm: Extract<Frontmatter, { kind: 'skipped' | 'javascript' | 'too-large' }>, at: { path: string; line: number; column: number }): Diagnostic {
  if (fm.kind === 'skipped') return { code: 'config/frontmatter-skipped', severity: 'warning', message: `The real CLI skips this file: ${fm.reason}. Nothing in it is loaded.`, ...at };
  if (fm.kind === 'javascript') return { code: 'config/frontmatter-javascript', severity: 'error', message: 'The real CLI runs this frontmatter block as JavaScript; the playground never runs it and cannot say what it yields, so this file is not loaded here.', ...at };
  return { code: 'config/frontmatter-too-large', severity: 'error', message: `The playground does not read this frontmatter: ${fm.reason} (the playground's own limit). This file is not loaded here; the agentforge CLI has no such limit and parses it.`, ...at };
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
  const place = (at?: FrontmatterPosition) => ({ path: file, line: at?.line ?? 1, column: at?.column ?? 1 });
  if (fm.kind === 'skipped' || fm.kind === 'javascript' || fm.kind === 'too-large') {
    diagnostics.push(unreadDiagnostic(fm, place(fm.kind === 'too-large' ? undefined : fm.at)));
    return { data: null, locations, diagnostics };
  }
  if (fm.kind === 'whole-text') {
    diagnostics.push({ code: 'config/frontmatter-invalid', severity: 'warning', message: `The real CLI reads no settings from this file: ${fm.reason}, and its colon fix-up changes nothing, so the whole file (frontmatter included) becomes the prompt.`, ...place(fm.at) });
  }
  const data = fm.data;
  const shape = inspectJsonShape(fragment(top, name, data), MAX_NESTING_DEPTH);
  if (shape.isTooDeep) {
    diagnostics.push({ code: 'config/too-deep', severity: 'error', message: `The frontmatter nests deeper than ${MAX_NESTING_DEPTH} levels, the playground's own limit for frontmatter: this file is not loaded here. The agentforge CLI parses it with its YAML parser; should that parser run out of stack, the CLI fails the load with ConfigFrontmatterError (Failed to parse YAML frontmatter).`, ...place() });
    return { data: null, locations, diagnostics };
  }
  for (const key of shape.prototypeKeys) {
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
      diagnostics.push({ code: isMode ? 'config/mode-skipped' : 'config/invalid', severity: isMode ? 'warning' : 'error', message: isMode ? `Mode skipped: ${issue.message}` : issue.message, path: file, ...(at ? { line: at.line, column: at.column, length: at.length } : {}) });
    }
    if (isMode) return { data: null, locations, diagnostics };
    return { data: null, locations, diagnostics, error: { name: 'ConfigInvalidError', data: { path: file, issues: checked.issues } } };
  }
  return { data: fragment('agent', name, checked.value), locations, diagnostics };
}

/** One layer from text to decoded config: substitution, JSONC, schema, plugin specs, `$schema` (semantics §3.1). */
import type { Diagnostic } from '../../diagnostic.ts';
import type { SourceLocation } from '../../permission/rule.ts';
import type { Vfs } from '../../vfs/vfs.ts';
import { dirname } from '../../vfs/path.ts';
import type { Layer } from '../discover/layer.ts';
import { CONFIG_SCHEMA_URL } from '../discover/layer.ts';
import type { LoadError } from '../load-error.ts';
import { stripBom, withBomShift } from './bom.ts';
import { lineColumnAt } from './offset-map.ts';
import { hasOwn, setOwn } from '../own.ts';
import type { JsonObject } from '../own.ts';
import { formatJsonErrorMessage, parseJsonc } from './parse.ts';
import type { JsonSyntaxError } from './parse.ts';
import { patchJsonc } from './patch-jsonc.ts';
import type { PreviousParse } from './patch-jsonc.ts';
import type { OffsetMap } from './offset-map.ts';
import { resolvePluginSpec } from '../merge/plugin-spec.ts';
import { validateConfig } from '../schema/schema.ts';
import { TOP_LEVEL_KEYS } from '../schema/schema-keys.ts';
import { permissionNameDiagnostics, substitutedLineHint, unknownKeyDiagnostics } from './layer-hints.ts';
import type { ConfigIssue } from '../schema/schema.ts';
import { substitute } from './substitute.ts';
import { keyPathId } from '../merge/key-path.ts';
import { appendAll } from '../../collections/append-all.ts';

/** What parsing needs besides the layer. */
export interface ParseContext {
  readonly vfs: Vfs;
  readonly vars: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly home: string;
}

/** A parsed layer: decoded data to merge (null when it failed), where its keys were typed, and what went wrong. */
export interface ParsedLayer {
  readonly data: JsonObject | null;
  readonly locations: ReadonlyMap<string, SourceLocation>;
  readonly diagnostics: readonly Diagnostic[];
  readonly error?: LoadError;
}

/** Layer sources that are files on disk: the reference adds `$schema` to these when missing. */
const FILE_SOURCES: ReadonlySet<Layer['source']> = new Set(['global', 'config-env', 'project', 'config-dir', 'managed', 'remote']);

/** Sources read from a file on disk: the reference's file read drops a leading BOM (env text and remote JSON are not files). */
const READ_FROM_DISK: ReadonlySet<Layer['source']> = new Set(['global', 'config-env', 'project', 'config-dir', 'managed']);

/** The path an error names for a layer (env text has no file; the reference names the variable). */
export function errorPath(layer: Layer): string {
  return layer.path ?? layer.label;
}

/** The nearest recorded location for an issue path. */
export function locateIssue(issue: ConfigIssue, locations: ReadonlyMap<string, SourceLocation>): SourceLocation | undefined {
  const path = issue.path.map(String);
  for (let n = path.length; n > 0; n--) {
    const hit = locations.get(keyPathId(path.slice(0, n)));
    if (hit) return hit;
  }
  return undefined;
}


/** The JSON syntax diagnostics, each with its line as substitution left it when `{env:}`/`{file:}` changed that line. */
function withSubstitutedLines(diagnostics: readonly Diagnostic[], errors: readonly JsonSyntaxError[], text: string, map: OffsetMap): Diagnostic[] {
  if (errors.length === 0 || map.segments.every((s) => s.isCopy)) return [...diagnostics];
  let n = 0;
  return diagnostics.map((d) => {
    if (d.code !== 'config/json-syntax') return d;
    const error = errors[n++];
    const hint = error ? substitutedLineHint(text, map, error) : undefined;
    return hint ? { ...d, hint } : d;
  });
}

/** Parses a JSON layer's text (already resolved for remote layers). Never throws. */
export function parseJsonLayer(layer: Layer, text: string, ctx: ParseContext): ParsedLayer {
  return parseJsonLayerFrom(layer, text, ctx).layer;
}

/**
 * `parseJsonLayer`, also giving the JSONC parse behind the result (null when the text never reached the parser).
 * `previous` is the parse of the layer's last text: an edit inside one string of it is patched in (`patchJsonc`).
 */
export function parseJsonLayerFrom(layer: Layer, text: string, ctx: ParseContext, previous?: PreviousParse): { readonly layer: ParsedLayer; readonly json: PreviousParse | null } {
  const done = (parsedLayer: ParsedLayer, json: PreviousParse | null = null) => ({ layer: parsedLayer, json });
  const file = errorPath(layer);
  const dir = layer.path && layer.source !== 'account' && layer.source !== 'remote' ? dirname(layer.path) : ctx.cwd;
  // Offsets below index the text as typed (BOM included); the reference's line/column index the text it read.
  const read = READ_FROM_DISK.has(layer.source) ? stripBom(text) : { text, shift: 0 as const };
  const sub = substitute(read.text, { vars: ctx.vars, vfs: ctx.vfs, dir, home: ctx.home });
  const empty = new Map<string, SourceLocation>();
  if (sub.error) {
    const at = sub.error.offset + read.shift;
    const lc = lineColumnAt(text, at);
    const diagnostic: Diagnostic = { code: 'config/bad-file-reference', severity: 'error', message: sub.error.message, path: file, ...lc, offset: at, length: sub.error.length };
    return done({ data: null, locations: empty, diagnostics: [diagnostic], error: { name: 'ConfigInvalidError', data: { path: file, message: sub.error.message } } });
  }
  // Only an exactly empty text counts as {} and is not rewritten, so it gets no `$schema` (merge-066). Whitespace-only
  // text, or text that substitution empties, goes to the parser, which reports ValueExpected: a ConfigJsonError.
  if (read.text === '') return done({ data: {}, locations: empty, diagnostics: [] });
  const source = { file, original: text, map: withBomShift(sub.map, read.text.length, read.shift) };
  const parsed = (previous ? patchJsonc(previous, sub.text, source) : null) ?? parseJsonc(sub.text, source);
  const json: PreviousParse = { text: sub.text, original: text, map: source.map, parsed };
  const diagnostics = withSubstitutedLines(parsed.diagnostics, parsed.errors, sub.text, sub.map);
  const first = parsed.errors[0];
  if (first) {
    const message = formatJsonErrorMessage(sub.text, parsed.errors);
    return done({ data: null, locations: parsed.locations, diagnostics, error: { name: 'ConfigJsonError', data: { path: file, message }, line: first.line, column: first.column } }, json);
  }
  const checked = validateConfig(parsed.value, file);
  if (checked.value === null || checked.issues.length > 0) {
    for (const issue of checked.issues) {
      if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
        appendAll(diagnostics, unknownKeyDiagnostics(issue, parsed.locations, file, TOP_LEVEL_KEYS));
        continue;
      }
      const at = locateIssue(issue, parsed.locations);
      // The reference may report one bad value twice (a known key is checked by its field and by the rest record): one diagnostic.
      if (diagnostics.some((d) => d.code.startsWith('config/invalid') && d.message === issue.message && d.line === at?.line && d.column === at?.column)) continue;
      diagnostics.push({ code: `config/invalid${issue.code ? `/${issue.code}` : ''}`, severity: 'error', message: issue.message, path: file, ...(at ? { line: at.line, column: at.column, length: at.length } : {}) });
    }
    return done({ data: null, locations: parsed.locations, diagnostics, error: { name: 'ConfigInvalidError', data: { path: file, issues: checked.issues } } }, json);
  }
  appendAll(diagnostics, permissionNameDiagnostics(checked.value, parsed.locations, file));
  const data: JsonObject = {};
  for (const k of Object.keys(checked.value)) setOwn(data, k, checked.value[k]);
  const plugins = data.plugin;
  // Only specs of a file on disk are resolved (the reference resolves against the declaring file's path).
  if (Array.isArray(plugins)) setOwn(data, 'plugin', plugins.map((p) => resolvePluginSpec(p, READ_FROM_DISK.has(layer.source) ? layer.path : null, ctx.vfs)));
  if (FILE_SOURCES.has(layer.source) && !hasOwn(data, '$schema')) setOwn(data, '$schema', CONFIG_SCHEMA_URL);
  return done({ data, locations: parsed.locations, diagnostics }, json);
}

import { parse, type ParseError } from 'jsonc-parser';
import { checkNestingDepth } from '../config/text/depth.ts';
import type { Diagnostic } from '../diagnostic.ts';
import { readResolvedConfig } from './debug-config.ts';
import { readBareRules, scenarioFromRuleset, type ImportedScenario } from './ruleset-scenario.ts';

/** What a pasted CLI text turned out to be, and what it gives. */
export type CliImport =
  | ({ readonly kind: 'log-line' | 'debug-agent' | 'ruleset' } & ImportedScenario)
  | { readonly kind: 'debug-config'; readonly text: string; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'unknown'; readonly diagnostics: readonly Diagnostic[] };

/** Longest pasted text looked at. */
export const MAX_PASTE_CHARS = 8_000_000;

function fail(message: string): CliImport {
  return { kind: 'unknown', diagnostics: [{ code: 'import-unknown', severity: 'error', message, path: 'import' }] };
}

/** The JSON value starting at `start` (an object or array), balanced over strings; `cut` when the text ends first. */
function sliceJson(text: string, start: number): { json: string; isCut: boolean; salvage: string } {
  let depth = 0;
  let inString = false;
  let lastTopObjectEnd = -1;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 1 && c === '}') lastTopObjectEnd = i;
      if (depth === 0) return { json: text.slice(start, i + 1), isCut: false, salvage: salvageOf(text, start, lastTopObjectEnd) };
    }
  }
  // A pasted line often ends in `…]`: keep the complete rules before the cut.
  const salvage = salvageOf(text, start, lastTopObjectEnd);
  return { json: salvage, isCut: true, salvage };
}

function salvageOf(text: string, start: number, lastTopObjectEnd: number): string {
  return lastTopObjectEnd > 0 && text[start] === '[' ? `${text.slice(start, lastTopObjectEnd + 1)}]` : '';
}

function parseJson(text: string): { value: unknown; ok: boolean } {
  if (checkNestingDepth(text).exceeded) return { value: undefined, ok: false };
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  return { value, ok: errors.length === 0 };
}

/** A log line's shape: `key=value` fields, then ` ruleset=[` as a field of its own (not text inside a JSON string). */
const LOG_LINE = /^[ \t]*(?:[^"{[\s][^\n]*?\s)?ruleset=\[/m;

/**
 * True when the paste is a log line rather than JSON: a paste that is itself one complete JSON value
 * (a `debug config` dump whose values mention `ruleset=[`) is JSON; otherwise a line must have a log line's shape.
 */
function isLogPaste(text: string): boolean {
  const start = text.search(/\S/);
  if (start >= 0 && (text[start] === '{' || text[start] === '[')) {
    const { json, isCut } = sliceJson(text, start);
    if (!isCut && parseJson(json).ok) return false;
  }
  return LOG_LINE.test(text);
}

/** Reads an `evaluate` log line of the permission service: `permission=… pattern=… ruleset=[…]`. */
function importLogLine(text: string): CliImport {
  const at = text.indexOf('ruleset=[', LOG_LINE.exec(text)!.index);
  const line = text.slice(text.lastIndexOf('\n', at) + 1);
  const rel = at - (text.length - line.length);
  const head = line.slice(0, rel);
  const perm = / permission=(.*?) pattern=(.*) $/.exec(` ${head}`);
  const sliced = sliceJson(line, rel + 'ruleset='.length);
  let { value, ok } = parseJson(sliced.json);
  let isCut = sliced.isCut;
  if (!ok && sliced.salvage !== '' && sliced.salvage !== sliced.json) {
    ({ value, ok } = parseJson(sliced.salvage));
    isCut = true;
  }
  const out: Diagnostic[] = [];
  if (!ok) return fail('the ruleset=[…] of this log line is not readable JSON');
  if (isCut) out.push({ code: 'import-cut', severity: 'warning', message: 'the ruleset was cut off; only its complete rules were read, so later rules that may decide are missing', path: 'import' });
  const rules = readBareRules(value, out);
  const probe = perm ? { permission: perm[1]!, input: perm[2]! } : undefined;
  if (!probe) out.push({ code: 'import-no-probe', severity: 'warning', message: 'the line names no permission= and pattern=; no probe was added', path: 'import' });
  out.push({ code: 'import-agent', severity: 'info', message: 'a log line does not name the agent; assumed build', path: 'import' });
  const r = scenarioFromRuleset(rules, { ...(probe ? { probe } : {}), title: probe ? `Log: ${probe.permission} "${probe.input}"` : 'Imported log line' });
  return { kind: 'log-line', scenario: r.scenario, diagnostics: [...out, ...r.diagnostics] };
}

/**
 * Recognises and imports what the CLI prints or people paste: a permission `evaluate` log line
 * with `ruleset=[…]`, the JSON of `agentforge debug agent <name>` (its `permission` array), a bare
 * ruleset array, or the resolved config of `agentforge debug config` (one layer). Never throws.
 */
export function importCliOutput(text: string): CliImport {
  if (text.length > MAX_PASTE_CHARS) return fail('the pasted text is larger than 8 M characters');
  if (isLogPaste(text)) return importLogLine(text);
  if (/ action=\{.*\} evaluated/.test(text)) return fail('this log line shows only the result ("evaluated"); paste the "evaluate" line with ruleset=[…] just before it');
  const start = text.search(/[[{]/);
  if (start < 0) return fail('this is not CLI output: no JSON and no ruleset=[…] found');
  const { json } = sliceJson(text, start);
  const { value, ok } = parseJson(json);
  if (!ok) return fail('the pasted JSON is incomplete or not valid');
  if (Array.isArray(value)) {
    const out: Diagnostic[] = [];
    const r = scenarioFromRuleset(readBareRules(value, out), { title: 'Imported ruleset' });
    return { kind: 'ruleset', scenario: r.scenario, diagnostics: [...out, ...r.diagnostics] };
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  if (Array.isArray(obj.permission)) {
    const out: Diagnostic[] = [];
    const agent = typeof obj.name === 'string' ? obj.name : undefined;
    const r = scenarioFromRuleset(readBareRules(obj.permission, out), { ...(agent ? { agent } : {}), title: `Agent ${agent ?? '?'} from debug agent` });
    return { kind: 'debug-agent', scenario: r.scenario, diagnostics: [...out, ...r.diagnostics] };
  }
  const config = readResolvedConfig(json);
  return { kind: 'debug-config', text: config.text, diagnostics: config.diagnostics };
}

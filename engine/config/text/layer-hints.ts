/**
 * Extra help on a layer's diagnostics, never on the reference's own issues: unknown keys placed at the key with a
 * did-you-mean, close misspellings of permission names, and a JSON error's line as it reads after substitution.
 */
import type { Diagnostic } from '../../diagnostic.ts';
import type { SourceLocation } from '../../permission/rule.ts';
import { didYouMean, suggestNames } from '../did-you-mean.ts';
import { keyPathId } from '../merge/key-path.ts';
import { getOwn, isPlainObject } from '../own.ts';
import type { ConfigIssue } from '../schema/schema-issue.ts';
import { KNOWN_PERMISSION_KEYS } from '../schema/schema-keys.ts';
import type { OffsetMap } from './offset-map.ts';
import type { JsonSyntaxError } from './parse.ts';

type Locations = ReadonlyMap<string, SourceLocation>;

function placed(at: SourceLocation | undefined): Partial<Diagnostic> {
  return at ? { line: at.line, column: at.column, length: at.length } : {};
}

/**
 * One diagnostic per unknown key of an `unrecognized_keys` issue, at that key, in the reference's words for one key,
 * with the known keys it is closest to. `known` lists the keys valid where the issue is.
 */
export function unknownKeyDiagnostics(issue: ConfigIssue, locations: Locations, file: string, known: readonly string[]): Diagnostic[] {
  const code = `config/invalid/${issue.code ?? 'unrecognized_keys'}`;
  return (issue.keys ?? []).map((key) => {
    const suggestions = suggestNames(key, known);
    const hint = didYouMean(suggestions);
    const at = locations.get(keyPathId([...issue.path.map(String), key]));
    return { code, severity: 'error', message: `Unrecognized key: ${key}`, path: file, ...placed(at), ...(hint ? { hint, suggestions } : {}) };
  });
}

/** Where `permission` objects sit in a config: the top level, and each agent's and mode's. */
function permissionObjects(value: unknown): { path: string[]; object: Record<string, unknown> }[] {
  if (!isPlainObject(value)) return [];
  const out: { path: string[]; object: Record<string, unknown> }[] = [];
  const top = getOwn(value, 'permission');
  if (isPlainObject(top)) out.push({ path: ['permission'], object: top });
  for (const group of ['agent', 'mode']) {
    const agents = getOwn(value, group);
    if (!isPlainObject(agents)) continue;
    for (const name of Object.keys(agents)) {
      const agent = getOwn(agents, name);
      const permission = isPlainObject(agent) ? getOwn(agent, 'permission') : undefined;
      if (isPlainObject(permission)) out.push({ path: [group, name, 'permission'], object: permission });
    }
  }
  return out;
}

/**
 * A warning for each permission name that is not a built-in one but is a close misspelling of one (`bsh`, `Bash`,
 * `webFetch`): the reference accepts it as the permission of a tool with exactly that name, so its rules never reach
 * the built-in tool. Names with wildcards and names close to nothing are left alone (custom and MCP tools).
 */
export function permissionNameDiagnostics(value: unknown, locations: Locations, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { path, object } of permissionObjects(value)) {
    for (const name of Object.keys(object)) {
      if (KNOWN_PERMISSION_KEYS.includes(name) || /[*?]/.test(name)) continue;
      const suggestions = suggestNames(name, KNOWN_PERMISSION_KEYS);
      const hint = didYouMean(suggestions);
      if (!hint) continue;
      const at = locations.get(keyPathId([...path, name]));
      out.push({
        code: 'config/unknown-permission',
        severity: 'warning',
        message: `"${name}" is not a built-in permission: its rules apply only to a tool named exactly "${name}".`,
        path: file,
        ...placed(at),
        hint,
        suggestions,
      });
    }
  }
  return out;
}

/** Longest substituted line shown in a hint. */
const MAX_LINE = 240;

/**
 * For a JSON error on a line that `{env:}` or `{file:}` substitution changed: that line as the parser read it.
 * Undefined when the line was typed as it is.
 */
export function substitutedLineHint(text: string, map: OffsetMap, error: JsonSyntaxError): string | undefined {
  const at = Math.max(0, Math.min(error.offset, text.length));
  const start = at === 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
  const next = text.indexOf('\n', at);
  const end = next === -1 ? text.length : next;
  const isChanged = map.segments.some((s) => !s.isCopy && s.outStart <= end && s.outEnd >= start);
  if (!isChanged) return undefined;
  const line = text.slice(start, end).replace(/\r$/, '');
  const shown = line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
  return `After {env:}/{file:} substitution, line ${error.line} reads: ${shown.trim()}`;
}

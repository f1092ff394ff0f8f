/** Post-merge transforms in the reference's order (semantics §5), each one recorded for the merge graph. */
import type { Diagnostic } from '../../diagnostic.ts';
import type { KeyPath } from './key-path.ts';
import { cloneJson, mergeDeep, mergeDeepInto } from './merge.ts';
import { getOwn, hasOwn, isPlainObject, setOwn } from '../own.ts';
import type { JsonObject } from '../own.ts';
import type { Contribution, ProvenanceRecorder, TransformName } from './provenance.ts';
import { isTruthyFlag } from '../discover/paths.ts';
import { MAX_NESTING_DEPTH } from '../text/depth.ts';
import { inspectJsonShape } from '../text/json-shape.ts';

/** What one transform did. */
export interface TransformStep {
  readonly name: TransformName;
  readonly isApplied: boolean;
  /** Key paths the step wrote. */
  readonly touched: readonly KeyPath[];
  readonly note: string;
}

/** Legacy tool names that all fold into the single `edit` permission. */
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['write', 'edit', 'patch']);

const by = (transform: TransformName, extra: Partial<Contribution> = {}): Contribution => ({ layerId: `transform:${transform}`, source: 'transform', transform, ...extra });

/** Treats any JSON value the way an object spread does: strings and arrays by index, other scalars as nothing. */
function spreadLike(value: unknown): JsonObject {
  if (isPlainObject(value)) return value;
  const out: JsonObject = {};
  if (typeof value === 'string' || Array.isArray(value)) for (const [i, v] of [...(value as ArrayLike<unknown> & Iterable<unknown>)].entries()) setOwn(out, String(i), v);
  return out;
}

function modeToAgent(config: JsonObject, rec: ProvenanceRecorder): TransformStep {
  const mode = getOwn(config, 'mode');
  const names = isPlainObject(mode) ? Object.keys(mode) : [];
  const touched: KeyPath[] = [];
  for (const name of names) {
    const entry = cloneJson(getOwn(mode as JsonObject, name));
    const value: JsonObject = isPlainObject(entry) ? entry : {};
    setOwn(value, 'mode', 'primary');
    // In place: the loader owns the merged config, so N modes cost N merges of one entry, not N copies of `agent`.
    const agent = isPlainObject(getOwn(config, 'agent')) ? (getOwn(config, 'agent') as JsonObject) : {};
    mergeDeepInto(agent, { [name]: value }, ['agent'], () => by('mode-to-agent'), rec);
    setOwn(config, 'agent', agent);
    touched.push(['agent', name]);
  }
  return { name: 'mode-to-agent', isApplied: names.length > 0, touched, note: names.length > 0 ? `mode entries merged into agent as primary: ${names.join(', ')}` : 'no mode entries' };
}

function envPermission(config: JsonObject, env: Readonly<Record<string, string>>, rec: ProvenanceRecorder, diagnostics: Diagnostic[]): TransformStep {
  const raw = env.AGENTFORGE_PERMISSION;
  if (!raw) return { name: 'env-permission', isApplied: false, touched: [], note: 'AGENTFORGE_PERMISSION not set' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    diagnostics.push({ code: 'config/env-permission-invalid', severity: 'warning', message: 'AGENTFORGE_PERMISSION is not valid JSON and is ignored.', path: 'env:AGENTFORGE_PERMISSION' });
    return { name: 'env-permission', isApplied: false, touched: [], note: 'invalid JSON, ignored' };
  }
  const shape = inspectJsonShape(parsed, MAX_NESTING_DEPTH);
  if (shape.isTooDeep) {
    // Merging recurses; a value this deep would overflow the stack, so it is refused as data.
    diagnostics.push({ code: 'config/env-permission-too-deep', severity: 'warning', message: `AGENTFORGE_PERMISSION nests deeper than ${MAX_NESTING_DEPTH} levels, the playground's own limit for it: it is ignored here. The agentforge CLI reads it with JSON.parse, which takes any depth, and merges it into the config.`, path: 'env:AGENTFORGE_PERMISSION' });
    return { name: 'env-permission', isApplied: false, touched: [], note: 'nested too deep, ignored' };
  }
  for (const key of shape.prototypeKeys) diagnostics.push({ code: 'config/prototype-key', severity: 'warning', message: `Key "${key}" in AGENTFORGE_PERMISSION is kept as a plain data key.`, path: 'env:AGENTFORGE_PERMISSION' });
  const source = spreadLike(parsed);
  if (typeof parsed === 'string') {
    diagnostics.push({ code: 'config/env-permission-string', severity: 'warning', message: 'AGENTFORGE_PERMISSION is a JSON string: it merges as one rule per character.', path: 'env:AGENTFORGE_PERMISSION' });
  }
  const current = getOwn(config, 'permission');
  setOwn(config, 'permission', mergeDeep(isPlainObject(current) ? current : {}, source, ['permission'], () => by('env-permission'), rec));
  return { name: 'env-permission', isApplied: true, touched: Object.keys(source).map((k) => ['permission', k]), note: 'merged over permission (not validated)' };
}

function legacyTools(config: JsonObject, rec: ProvenanceRecorder): TransformStep {
  const tools = getOwn(config, 'tools');
  if (!isPlainObject(tools)) return { name: 'legacy-tools', isApplied: false, touched: [], note: 'no legacy tools map' };
  const derived: JsonObject = {};
  const toolByKey = new Map<string, string>();
  for (const tool of Object.keys(tools)) {
    const key = EDIT_TOOLS.has(tool) ? 'edit' : tool;
    setOwn(derived, key, tools[tool] ? 'allow' : 'deny');
    toolByKey.set(key, tool);
  }
  const current = getOwn(config, 'permission');
  const explicit = isPlainObject(current) ? current : {};
  // Tool-derived keys come first; explicit permission values win for the same key (merge-018).
  setOwn(config, 'permission', mergeDeep(derived, explicit));
  const touched: KeyPath[] = [];
  for (const [key, tool] of toolByKey) {
    if (hasOwn(explicit, key)) continue;
    const location = rec.locationOf(['tools', tool]);
    rec.set(['permission', key], by('legacy-tools', { legacyTool: tool, ...(location ? { location } : {}) }));
    touched.push(['permission', key]);
  }
  return { name: 'legacy-tools', isApplied: true, touched, note: 'tools folded into permission; explicit permission wins' };
}

/** The first top-level `permission` key whose value is null, or null when there is none. */
export function nullPermissionKey(config: JsonObject): string | null {
  const permission = getOwn(config, 'permission');
  if (!isPlainObject(permission)) return null;
  for (const key of Object.keys(permission)) if (permission[key] === null) return key;
  return null;
}

/** Runs every transform on the merged config in place and returns the steps. */
export function applyTransforms(config: JsonObject, env: Readonly<Record<string, string>>, rec: ProvenanceRecorder, diagnostics: Diagnostic[]): TransformStep[] {
  const steps = [modeToAgent(config, rec), envPermission(config, env, rec, diagnostics), legacyTools(config, rec)];
  steps.push({ name: 'username', isApplied: false, touched: [], note: 'the OS user name is not part of a scenario; username stays as configured' });
  const autoshare = getOwn(config, 'autoshare') === true && !getOwn(config, 'share');
  if (autoshare) {
    setOwn(config, 'share', 'auto');
    rec.set(['share'], by('autoshare'));
  }
  steps.push({ name: 'autoshare', isApplied: autoshare, touched: autoshare ? [['share']] : [], note: autoshare ? 'autoshare: true → share: "auto"' : 'not applicable' });
  const flags = [['AGENTFORGE_DISABLE_AUTOCOMPACT', 'auto'], ['AGENTFORGE_DISABLE_PRUNE', 'prune']] as const;
  const touched: KeyPath[] = [];
  for (const [flag, key] of flags) {
    if (!isTruthyFlag(env[flag])) continue;
    const current = getOwn(config, 'compaction');
    const next: JsonObject = isPlainObject(current) ? (cloneJson(current) as JsonObject) : {};
    setOwn(next, key, false);
    setOwn(config, 'compaction', next);
    rec.set(['compaction', key], by('compaction'));
    touched.push(['compaction', key]);
  }
  steps.push({ name: 'compaction', isApplied: touched.length > 0, touched, note: touched.length > 0 ? 'compaction disabled by env flags' : 'no compaction env flags' });
  return steps;
}

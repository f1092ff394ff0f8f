import { stripBom } from '../config/text/bom.ts';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { checkNestingDepth, MAX_NESTING_DEPTH } from '../config/text/depth.ts';
import { inspectJsonShape } from '../config/text/json-shape.ts';
import { isPlainObject, setOwn } from '../config/own.ts';
import { loaderInputFromVector } from '../config/discover/loader-input.ts';
import type { Diagnostic } from '../diagnostic.ts';
import type { Platform } from '../permission/platform.ts';
import { isRuleAction } from '../permission/rule.ts';
import { SCENARIO_VERSION, type Probe, type Scenario, type ScenarioFile } from './scenario.ts';

/** What reading a scenario gives: the scenario (null when it cannot be used) and what was wrong with it. */
export interface ScenarioReading {
  readonly scenario: Scenario | null;
  readonly diagnostics: readonly Diagnostic[];
}

const PLATFORMS: readonly Platform[] = ['linux', 'darwin', 'win32'];

type Obj = Record<string, unknown>;

function problem(message: string, code = 'scenario-invalid'): Diagnostic {
  return { code, severity: 'error', message, path: 'scenario' };
}

function warn(message: string): Diagnostic {
  return { code: 'scenario-ignored', severity: 'warning', message, path: 'scenario' };
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) { line++; start = i + 1; }
  return { line, column: offset - start + 1 };
}

/** Parses scenario file text (JSON; comments tolerated) and validates it. Never throws. */
export function parseScenarioText(withBom: string, file = 'scenario'): ScenarioReading {
  // A scenario file saved with a BOM reads as a config with one does (positions are then in the BOM-less text).
  const text = stripBom(withBom).text;
  const depth = checkNestingDepth(text);
  if (depth.exceeded) {
    const at = lineColumn(text, depth.offset);
    return { scenario: null, diagnostics: [{ code: 'scenario-too-deep', severity: 'error', message: `${file} nests deeper than ${depth.limit} levels, the playground's limit for scenario files (they are the playground's own format, which the agentforge CLI does not read): it is not read as a scenario`, path: file, ...at, offset: depth.offset, length: 1 }] };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const first = errors[0]!;
    const at = lineColumn(text, first.offset);
    return {
      scenario: null,
      diagnostics: [{ code: 'scenario-json', severity: 'error', message: `${file} is not valid JSON: ${printParseErrorCode(first.error)} at line ${at.line}, column ${at.column}`, path: file, ...at, offset: first.offset, length: first.length }],
    };
  }
  return readScenario(tree ? valueOf(tree) : undefined);
}

/** A syntax tree's value with every key an own property (jsonc-parser's `parse` assigns, so `__proto__` would set a prototype). */
function valueOf(node: Node): unknown {
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  if (node.type !== 'object') return node.value;
  const out: Record<string, unknown> = {};
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key && value) setOwn(out, String(key.value), valueOf(value));
  }
  return out;
}

function readString(obj: Obj, key: string, fallback: string, out: Diagnostic[]): string {
  const value = obj[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  out.push(warn(`"${key}" must be a string; using ${JSON.stringify(fallback)}`));
  return fallback;
}

function readFiles(value: unknown, out: Diagnostic[]): ScenarioFile[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    out.push(problem('"files" must be an array of {path, text}'));
    return [];
  }
  const files: ScenarioFile[] = [];
  value.forEach((entry: unknown, i) => {
    if (isPlainObject(entry) && typeof entry.path === 'string' && entry.path !== '' && typeof entry.text === 'string') files.push({ path: entry.path, text: entry.text });
    else out.push(warn(`files[${i}] is not {path: string, text: string}; skipped`));
  });
  return files;
}

function readEnv(value: unknown, out: Diagnostic[]): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) {
    out.push(problem('"env" must be an object of strings'));
    return {};
  }
  const entries: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') entries.push([k, v]);
    else out.push(warn(`env.${k} is not a string; ignored`));
  }
  return Object.fromEntries(entries);
}

function readProbes(value: unknown, out: Diagnostic[]): Probe[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    out.push(warn('"probes" must be an array; ignored'));
    return [];
  }
  const probes: Probe[] = [];
  value.forEach((p: unknown, i) => {
    if (!isPlainObject(p) || typeof p.permission !== 'string' || typeof p.input !== 'string') {
      out.push(warn(`probes[${i}] is not {permission: string, input: string}; skipped`));
      return;
    }
    const probe: { permission: string; input: string; agent?: string; expect?: Probe['expect'] } = { permission: p.permission, input: p.input };
    if (typeof p.agent === 'string') probe.agent = p.agent;
    if (isRuleAction(p.expect)) probe.expect = p.expect;
    else if (p.expect !== undefined) out.push(warn(`probes[${i}].expect must be allow, ask or deny; ignored`));
    probes.push(probe);
  });
  return probes;
}

function readToolMap(value: unknown, out: Diagnostic[]): Record<string, boolean> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) {
    out.push(warn('"request.tools" must be an object of booleans; ignored'));
    return undefined;
  }
  const entries: [string, boolean][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'boolean') entries.push([k, v]);
    else out.push(warn(`request.tools.${k} is not a boolean; ignored`));
  }
  return Object.fromEntries(entries);
}

function readStrings(value: unknown, what: string, out: Diagnostic[]): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  out.push(warn(`"${what}" must be an array of strings; ignored`));
  return undefined;
}

/**
 * Validates a scenario object (format v1), or a merge/agent/scenario vector's input, into a Scenario.
 * Unknown keys and wrong types become diagnostics; only a non-object or a wrong version is fatal.
 */
export function readScenario(value: unknown): ScenarioReading {
  const out: Diagnostic[] = [];
  if (!isPlainObject(value)) return { scenario: null, diagnostics: [problem('a scenario must be a JSON object')] };
  const shape = inspectJsonShape(value, MAX_NESTING_DEPTH);
  // Later stages merge and clone recursively: a value this deep would overflow the stack.
  if (shape.isTooDeep) return { scenario: null, diagnostics: [problem(`the scenario nests deeper than ${MAX_NESTING_DEPTH} levels, the playground's limit for scenario files (the agentforge CLI does not read them)`, 'scenario-too-deep')] };
  // Config bodies (vector layers, remote responses) are warned about by the loader, key by key.
  for (const key of shape.prototypeKeys.filter((k) => !/^(layers|remote)\./.test(k))) out.push({ code: 'scenario-prototype-key', severity: 'warning', message: `"${key}" is kept as a plain data key`, path: 'scenario' });
  const isVectorLayers = Array.isArray(value.layers);
  if (!isVectorLayers && value.version !== SCENARIO_VERSION) {
    return { scenario: null, diagnostics: [problem(`unsupported scenario version ${JSON.stringify(value.version)}; this playground reads version ${SCENARIO_VERSION}`, 'scenario-version')] };
  }
  const home = readString(value, 'home', '/home/user', out);
  const worktree = readString(value, 'worktree', '/home/user/project', out);
  const cwd = readString(value, 'cwd', worktree, out);
  let platform: Platform = 'linux';
  if (value.platform !== undefined) {
    if (PLATFORMS.includes(value.platform as Platform)) platform = value.platform as Platform;
    else out.push(warn(`"platform" must be one of ${PLATFORMS.join(', ')}; using linux`));
  }
  let env = readEnv(value.env, out);
  let files: ScenarioFile[];
  let remote: Obj | undefined = isPlainObject(value.remote) ? value.remote : undefined;
  let account: unknown = value.account;
  if (isVectorLayers) {
    // A merge/agent vector's input: the layers are a file system to discover again, not a list.
    const converted = loaderInputFromVector(value);
    files = [...converted.files];
    env = { ...converted.env };
    if (converted.remote) remote = { ...converted.remote };
    if (converted.account) account = converted.account;
  } else files = readFiles(value.files, out);
  const queries = isPlainObject(value.queries) ? value.queries : undefined;
  const tools = readStrings(value.tools ?? queries?.tools, 'tools', out);
  const request = isPlainObject(value.request) ? { tools: readToolMap(value.request.tools, out) } : undefined;
  const scenario: Scenario = {
    version: SCENARIO_VERSION,
    ...(typeof value.title === 'string' ? { title: value.title } : {}),
    files,
    env,
    cwd,
    worktree,
    home,
    platform,
    ...(remote ? { remote } : {}),
    ...(isPlainObject(value.auth) ? { auth: value.auth } : {}),
    ...(account !== undefined && account !== null ? { account } : {}),
    ...(typeof value.agent === 'string' ? { agent: value.agent } : {}),
    ...(typeof value.model === 'string' ? { model: value.model } : {}),
    ...(request && request.tools ? { request: { tools: request.tools } } : {}),
    probes: readProbes(value.probes, out),
    ...(tools ? { tools } : {}),
    ...(readStrings(value.skillDirs, 'skillDirs', out) ? { skillDirs: value.skillDirs as string[] } : {}),
  };
  return { scenario, diagnostics: out };
}

/** The parsers gray-matter 4.0.3 picks by the language tag after `---`: js-yaml 3.14.2 `safeLoad`, JSON, and JavaScript (never run here). */
import type { Type } from 'js-yaml';
import { yamlLibrary, type YamlLibrary } from './yaml-library.ts';

/** Where a parser failed, 0-based inside the frontmatter block. */
export interface MatterMark {
  readonly line: number;
  readonly column: number;
}

/** What one engine call gives: a value, a throw (message and place), or "the CLI would evaluate this as JavaScript". */
export type EngineResult =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'threw'; readonly message: string; readonly mark?: MatterMark }
  | { readonly kind: 'javascript' };

const BINARY_TAG = 'tag:yaml.org,2002:binary';

/** js-yaml's own `!!binary` type, re-wrapped so the value is a Uint8Array in Node and in the browser alike (js-yaml gives a Buffer or a number array). */
function binaryAsBytes(yaml: YamlLibrary): Type | null {
  const explicit = (yaml.DEFAULT_SAFE_SCHEMA as unknown as { explicit?: readonly Type[] }).explicit ?? [];
  const builtin = explicit.find((type) => (type as unknown as { tag?: string }).tag === BINARY_TAG);
  if (builtin === undefined) return null;
  return new yaml.Type(BINARY_TAG, {
    kind: 'scalar',
    resolve: (data: unknown) => builtin.resolve(data),
    construct: (data: unknown) => Uint8Array.from(builtin.construct(data) as ArrayLike<number>),
  });
}

let schema: YamlLibrary['DEFAULT_SAFE_SCHEMA'] | null = null;

/** DEFAULT_SAFE_SCHEMA (what `safeLoad` uses) with only the binary representation changed; built on first use. */
function safeSchemaOf(yaml: YamlLibrary): YamlLibrary['DEFAULT_SAFE_SCHEMA'] {
  if (schema) return schema;
  const bytes = binaryAsBytes(yaml);
  schema = bytes === null ? yaml.DEFAULT_SAFE_SCHEMA : yaml.Schema.create(yaml.DEFAULT_SAFE_SCHEMA, [bytes]);
  return schema;
}

function fail(error: unknown): EngineResult {
  const message = error instanceof Error ? error.message : String(error);
  const mark = (error as { mark?: { line?: unknown; column?: unknown } } | null)?.mark;
  if (mark && typeof mark.line === 'number' && typeof mark.column === 'number') return { kind: 'threw', message, mark: { line: mark.line, column: mark.column } };
  return { kind: 'threw', message };
}

function loadYaml(matter: string): EngineResult {
  // Outside the try: in the page, a library still loading throws for React Suspense, never as a YAML error.
  const yaml = yamlLibrary();
  const safe = safeSchemaOf(yaml);
  try {
    return { kind: 'value', value: yaml.safeLoad(matter, { schema: safe }) };
  } catch (error) {
    // YAMLException, or a RangeError when nesting overflows the stack, as it would in the CLI.
    return fail(error);
  }
}

function loadJson(matter: string): EngineResult {
  try {
    return { kind: 'value', value: JSON.parse(matter) as unknown };
  } catch (error) {
    return fail(error);
  }
}

/** The registered engines, by gray-matter's names. */
const ENGINES: Readonly<Record<string, (matter: string) => EngineResult>> = {
  yaml: loadYaml,
  json: loadJson,
  javascript: () => ({ kind: 'javascript' }),
};

/** gray-matter's alias table (lower-cased names); anything else keeps its own spelling. */
function aliasOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower === 'js' || lower === 'javascript') return 'javascript';
  if (lower === 'coffee' || lower === 'coffeescript' || lower === 'cson') return 'coffee';
  if (lower === 'yaml' || lower === 'yml') return 'yaml';
  return name;
}

/**
 * gray-matter looks engines up on a plain object, so a tag naming an Object.prototype member finds that
 * member and calls it as `parse(matter, options)` with the engine object as `this`. What each gives:
 */
function inheritedEngine(name: string, matter: string): EngineResult | undefined {
  switch (name) {
    case 'constructor':
      return { kind: 'value', value: matter }; // Object(matter): a String wrapper, spread like the string
    case 'toString':
    case 'toLocaleString':
      return { kind: 'value', value: '[object Object]' };
    case 'hasOwnProperty':
    case 'propertyIsEnumerable':
      return { kind: 'value', value: matter === 'parse' };
    case 'isPrototypeOf':
      return { kind: 'value', value: false };
    case '__lookupGetter__':
    case '__lookupSetter__':
      return { kind: 'value', value: undefined }; // a function at most (for `__proto__`), which spreads to {}
    case '__defineGetter__':
    case '__defineSetter__':
      return { kind: 'threw', message: 'Object.prototype.__defineGetter__: Expecting function' };
    case '__proto__':
      return { kind: 'threw', message: `expected "${name}.parse" to be a function` };
    case 'valueOf':
      return { kind: 'value', value: {} }; // the engine object `{parse}`: its one key holds a function, which no config value can carry
    default:
      return undefined;
  }
}

function lookup(name: string, matter: string): EngineResult | undefined {
  if (Object.hasOwn(ENGINES, name)) return ENGINES[name]?.(matter);
  if (name in Object.prototype) return inheritedEngine(name, matter);
  return undefined;
}

/** Runs gray-matter's engine for `language` (`options.engines[name] || options.engines[alias(name)]`) on the frontmatter block. */
export function runEngine(language: string, matter: string): EngineResult {
  const direct = lookup(language, matter);
  // `||`: a falsy engine (none here) would fall through to the alias, as would a missing one.
  const found = direct ?? lookup(aliasOf(language), matter);
  return found ?? { kind: 'threw', message: `gray-matter engine "${language}" is not registered` };
}

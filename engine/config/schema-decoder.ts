import {
  type ConfigIssue,
  type IssuePath,
  hasOwn,
  isPlainObject,
  setOwn,
  typeIssue,
} from './schema-issue.ts';

/**
 * A schema node: `expected` names it in messages, `accepts` is the coarse type test the reference
 * uses to pick union candidates, `decode` checks (pushing issues) and returns the decoded value.
 */
export interface Decoder {
  readonly expected: string;
  readonly accepts: (value: unknown) => boolean;
  readonly decode: (value: unknown, path: IssuePath, issues: ConfigIssue[]) => unknown;
}

const isString = (v: unknown): boolean => typeof v === 'string';
const isNumber = (v: unknown): boolean => typeof v === 'number';

/** Builds a leaf decoder from a type test and an optional refinement. */
function leaf(expected: string, accepts: (v: unknown) => boolean, refine?: (v: unknown) => boolean): Decoder {
  return {
    expected,
    accepts,
    decode: (value, path, issues) => {
      if (!accepts(value) || (refine !== undefined && !refine(value))) issues.push(typeIssue(path, expected, value));
      return value;
    },
  };
}

/** Any string. */
export const str = leaf('string', isString);
/** true or false. */
export const bool = leaf('boolean', (v) => typeof v === 'boolean');
/** A finite number. */
export const finite = leaf('number', isNumber, (v) => Number.isFinite(v));
/** An integer greater than zero. */
export const positiveInt = leaf('number', isNumber, (v) => Number.isInteger(v) && (v as number) > 0);
/** An integer of zero or more. */
export const nonNegativeInt = leaf('number', isNumber, (v) => Number.isInteger(v) && (v as number) >= 0);
/** Anything at all (the reference's `Schema.Any` / `Schema.Unknown`). */
export const anything: Decoder = { expected: 'unknown', accepts: () => true, decode: (value) => value };

/** One of the given literal values, named like `"a" | "b"` unless `name` is given. */
export function literals(values: readonly (string | number | boolean)[], name?: string): Decoder {
  const kinds = new Set(values.map((v) => typeof v));
  const expected = name ?? values.map((v) => JSON.stringify(v)).join(' | ');
  return leaf(expected, (v) => kinds.has(typeof v), (v) => values.includes(v as string | number | boolean));
}

/** A string matching `pattern`. */
export function pattern(re: RegExp, expected: string): Decoder {
  return leaf(expected, isString, (v) => re.test(v as string));
}

/** Gives a decoder another name in messages. */
export function named(expected: string, inner: Decoder): Decoder {
  return { ...inner, expected };
}

/** Either member; a value is tried against the members whose type it has, first success wins. */
export function union(members: readonly Decoder[], name?: string): Decoder {
  const expected = name ?? members.map((m) => m.expected).join(' | ');
  return {
    expected,
    accepts: (value) => members.some((m) => m.accepts(value)),
    decode: (value, path, issues) => {
      const candidates = members.filter((m) => m.accepts(value));
      if (candidates.length === 0) {
        issues.push(typeIssue(path, expected, value));
        return value;
      }
      let firstIssues: ConfigIssue[] | null = null;
      for (const candidate of candidates) {
        const local: ConfigIssue[] = [];
        const decoded = candidate.decode(value, path, local);
        if (local.length === 0) return decoded;
        firstIssues ??= local;
      }
      issues.push(...(firstIssues ?? []));
      return value;
    },
  };
}

/** An array whose items all decode with `item`. */
export function arrayOf(item: Decoder): Decoder {
  return {
    expected: `ReadonlyArray<${item.expected}>`,
    accepts: Array.isArray,
    decode: (value, path, issues) => {
      if (!Array.isArray(value)) {
        issues.push(typeIssue(path, `ReadonlyArray<${item.expected}>`, value));
        return value;
      }
      return value.map((entry, index) => decodeMember(item, entry, [...path, index], issues));
    },
  };
}

/** Decodes a required member: a wrong type is reported with the member's own name. */
function decodeMember(decoder: Decoder, value: unknown, path: IssuePath, issues: ConfigIssue[]): unknown {
  return decoder.decode(value, path, issues);
}

/** Decodes an optional struct field: a wrong type is reported as `<expected> | undefined`. */
function decodeOptional(decoder: Decoder, value: unknown, path: IssuePath, issues: ConfigIssue[]): unknown {
  if (!decoder.accepts(value)) {
    issues.push(typeIssue(path, `${decoder.expected} | undefined`, value));
    return value;
  }
  return decoder.decode(value, path, issues);
}

/** How a struct treats keys it does not declare. */
export type ExcessKeys = 'error' | 'preserve';

/** Options of a struct: its message name, a rest decoder applied to every key, and excess handling. */
export interface StructOptions {
  readonly name?: string;
  readonly rest?: Decoder;
  readonly excess?: ExcessKeys;
}

/**
 * An object with optional known fields. Like the reference's `StructWithRest`, the rest decoder
 * also runs on known keys, so one bad value can be reported twice. Key order is kept as written.
 */
export function struct(fields: Readonly<Record<string, Decoder>>, options: StructOptions = {}): Decoder {
  const expected = options.name ?? 'object';
  const excess = options.excess ?? 'preserve';
  return {
    expected,
    accepts: isPlainObject,
    decode: (value, path, issues) => {
      if (!isPlainObject(value)) {
        issues.push(typeIssue(path, expected, value));
        return value;
      }
      const start = issues.length;
      const out: Record<string, unknown> = {};
      const unknownKeys: string[] = [];
      for (const key of Object.keys(value)) {
        const field = hasOwn(fields, key) ? fields[key] : undefined;
        const entry = value[key];
        let decoded = entry;
        if (field !== undefined) decoded = decodeOptional(field, entry, [...path, key], issues);
        if (options.rest !== undefined) {
          const restDecoded = decodeMember(options.rest, entry, [...path, key], issues);
          if (field === undefined) decoded = restDecoded;
        } else if (field === undefined && excess === 'error') {
          unknownKeys.push(key);
        }
        setOwn(out, key, decoded);
      }
      if (unknownKeys.length > 0) {
        const message = `Unrecognized key${unknownKeys.length > 1 ? 's' : ''}: ${unknownKeys.join(', ')}`;
        issues.splice(start, 0, { code: 'unrecognized_keys', keys: unknownKeys, path, message });
      }
      return out;
    },
  };
}

/** An object whose every value decodes with `value` (keys are free). */
export function record(value: Decoder, name?: string): Decoder {
  return struct({}, { rest: value, name: name ?? `{ readonly [x: string]: ${value.expected} }` });
}

/** Runs `transform` on the decoded value when decoding produced no new issues. */
export function mapDecoded(inner: Decoder, transform: (value: unknown) => unknown): Decoder {
  return {
    ...inner,
    decode: (value, path, issues) => {
      const before = issues.length;
      const decoded = inner.decode(value, path, issues);
      return issues.length === before ? transform(decoded) : decoded;
    },
  };
}

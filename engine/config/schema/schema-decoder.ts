import { type ConfigIssue, type IssuePath, typeIssue } from './schema-issue.ts';
import { appendAll } from '../../collections/append-all.ts';

/** The coarse runtime type a union looks at to pick its candidates (arrays and null apart from objects). */
export type InputType = 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'object' | 'array' | 'other';

/** The input type of a value, as the reference's union candidate index sees it. */
export function inputTypeOf(value: unknown): InputType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'undefined' || t === 'object' ? t : 'other';
}

/** Every input type (for `unknown`). */
const ALL_TYPES: readonly InputType[] = ['string', 'number', 'boolean', 'null', 'undefined', 'object', 'array', 'other'];

/**
 * A schema node. `expected` names it in messages; `types` are the input types it can take (a union
 * nested in another union is picked by these alone); `candidate` says whether a union tries it as a
 * direct member (literals by value, objects with literal fields by those fields); `decode` checks,
 * pushes issues in the reference's order and returns the decoded value.
 */
export interface Decoder {
  readonly expected: string;
  /** How a union names this member when it differs from `expected` (a struct by its literal fields). */
  readonly inUnion?: string;
  readonly types: readonly InputType[];
  readonly candidate: (value: unknown) => boolean;
  readonly decode: (value: unknown, path: IssuePath, issues: ConfigIssue[]) => unknown;
  /** Set on a single literal: as a required struct field it makes the struct a tagged (sentinel) member. */
  readonly sentinel?: string | number | boolean;
  /** Set on a struct: its declared field names in order (the editor schema is checked against these). */
  readonly fields?: readonly string[];
  /**
   * Set where it can be told cheaply: true when `decode` returns the value itself and adds no issue. A struct reads it
   * to keep a map of such values (a permission map of actions) as it is, without a path per key.
   */
  readonly isClean?: (value: unknown) => boolean;
}

/** A candidate test by input type only. */
export function byType(types: readonly InputType[]): (value: unknown) => boolean {
  return (value) => types.includes(inputTypeOf(value));
}

/** Builds a leaf decoder that only checks the input type. */
function leaf(expected: string, types: readonly InputType[]): Decoder {
  const accepts = byType(types);
  return {
    expected,
    types,
    candidate: accepts,
    isClean: accepts,
    decode: (value, path, issues) => {
      if (!accepts(value)) issues.push(typeIssue(path, expected, value));
      return value;
    },
  };
}

/** Any string. */
export const str = leaf('string', ['string']);
/** true or false. */
export const bool = leaf('boolean', ['boolean']);
/** Any number (the reference's `Schema.Number`). */
export const num = leaf('number', ['number']);
/** `undefined` (the second member of every optional field). */
export const undef = leaf('undefined', ['undefined']);
/** Anything at all (the reference's `Schema.Any` / `Schema.Unknown`). */
export const anything: Decoder = { expected: 'unknown', types: ALL_TYPES, candidate: () => true, isClean: () => true, decode: (value) => value };

/** Exactly one literal value, named by its JSON form. */
export function literal(value: string | number | boolean): Decoder {
  const expected = JSON.stringify(value);
  const types = [inputTypeOf(value)];
  return {
    expected,
    types,
    sentinel: value,
    candidate: (input) => input === value,
    isClean: (input) => input === value,
    decode: (input, path, issues) => {
      if (input !== value) issues.push(typeIssue(path, expected, input));
      return input;
    },
  };
}

/** One of the given literals (a union of literals), named `"a" | "b"` unless `identifier` is given. */
export function literals(values: readonly (string | number | boolean)[], identifier?: string): Decoder {
  return union(values.map(literal), identifier);
}

/** Gives a decoder an identifier: its name in messages. */
export function named(identifier: string, inner: Decoder): Decoder {
  return { ...inner, expected: identifier };
}

/**
 * Either member. The members whose candidate test passes are tried in order and the first success
 * wins; with no candidate the union itself is "expected", otherwise every candidate's issues are kept.
 */
export function union(members: readonly Decoder[], identifier?: string): Decoder {
  // A name that two members share is said once ("string | object" for a string or either of two structs).
  const expected = identifier ?? [...new Set(members.map((m) => m.inUnion ?? m.expected))].join(' | ');
  const types = [...new Set(members.flatMap((m) => m.types))];
  // A member that takes the value cleanly is a candidate that returns it; any candidate before it that succeeds does too.
  const cleanTests = members.map((m) => m.isClean);
  const isClean = cleanTests.every((t) => t !== undefined) ? (value: unknown) => cleanTests.some((t) => t!(value)) : undefined;
  return {
    expected,
    types,
    candidate: byType(types),
    isClean,
    decode: (value, path, issues) => {
      const candidates = members.filter((m) => m.candidate(value));
      if (candidates.length === 0) {
        issues.push(typeIssue(path, expected, value));
        return value;
      }
      const failed: ConfigIssue[] = [];
      for (const candidate of candidates) {
        const local: ConfigIssue[] = [];
        const decoded = candidate.decode(value, path, local);
        if (local.length === 0) return decoded;
        appendAll(failed, local);
      }
      appendAll(issues, failed);
      return value;
    },
  };
}

/** An optional struct field: the reference's `T | undefined`. */
export function optional(inner: Decoder): Decoder {
  return union([inner, undef]);
}

/** A refinement: a failing value gets `Expected <description>, got <value>` (or `message`). */
export interface Check {
  readonly test: (value: unknown) => boolean;
  readonly description?: string;
  readonly message?: string;
}

/** Runs every check after `inner` decoded cleanly; each failing check is its own issue, in order. */
export function checked(inner: Decoder, checks: readonly Check[]): Decoder {
  const innerClean = inner.isClean;
  return {
    ...inner,
    isClean: innerClean && ((value) => innerClean(value) && checks.every((check) => check.test(value))),
    decode: (value, path, issues) => {
      const before = issues.length;
      const decoded = inner.decode(value, path, issues);
      if (issues.length !== before) return decoded;
      for (const check of checks) {
        if (check.test(decoded)) continue;
        const at = [...path];
        issues.push(check.message !== undefined ? { path: at, message: check.message } : typeIssue(at, check.description ?? 'a valid value', decoded));
      }
      return decoded;
    },
  };
}

/** The integer check. */
export const isInt: Check = { test: (v) => Number.isInteger(v), description: 'an integer' };
/** `> n`. */
export const greaterThan = (n: number): Check => ({ test: (v) => (v as number) > n, description: `a value greater than ${n}` });
/** `>= n`. */
export const atLeast = (n: number): Check => ({ test: (v) => (v as number) >= n, description: `a value greater than or equal to ${n}` });
/** A string matching `re`. */
export const matches = (re: RegExp): Check => ({ test: (v) => re.test(v as string), description: `a string matching the RegExp ${re.source}` });

/** `min <= value <= max`. */
export const between = (min: number, max: number): Check => ({ test: (v) => (v as number) >= min && (v as number) <= max, description: `a value between ${min} and ${max}` });
/** A finite number (JSON has no other; YAML frontmatter has `.inf` and `.nan`). */
export const isFiniteNumber: Check = { test: (v) => Number.isFinite(v), description: 'a finite number' };

/** The reference's `Schema.Finite`. */
export const finite = checked(num, [isFiniteNumber]);
/** An integer greater than zero (`Int` then `> 0`). */
export const positiveInt = checked(num, [isInt, greaterThan(0)]);
/** An integer of zero or more (`Int` then `>= 0`). */
export const nonNegativeInt = checked(num, [isInt, atLeast(0)]);

/** Runs `transform` on the decoded value when decoding produced no new issues. */
export function mapDecoded(inner: Decoder, transform: (value: unknown) => unknown): Decoder {
  return {
    ...inner,
    // The transform may change the value.
    isClean: undefined,
    decode: (value, path, issues) => {
      const before = issues.length;
      const decoded = inner.decode(value, path, issues);
      return issues.length === before ? transform(decoded) : decoded;
    },
  };
}

import type { Decoder } from './schema-decoder.ts';
import { optional } from './schema-decoder.ts';
import { type ConfigIssue, type IssuePath, hasOwn, isPlainObject, setOwn, typeIssue } from './schema-issue.ts';

/** A struct field that must be present (`Missing key` otherwise); plain decoders are optional fields. */
export interface RequiredField {
  readonly required: Decoder;
}

/** Marks a struct field as required. */
export function req(decoder: Decoder): RequiredField {
  return { required: decoder };
}

/** A decoder built on first use: a struct calls it when a value first has the key (or, for its rest, any key). */
export type DecoderThunk = () => Decoder;

/** The fields of a struct in declaration order: optional (a plain decoder, or a thunk for one) or required. */
export type Fields = Readonly<Record<string, Decoder | DecoderThunk | RequiredField>>;

/** Options of a struct: its identifier in messages, and a rest decoder applied to every key. */
export interface StructOptions {
  readonly identifier?: string;
  readonly rest?: Decoder | DecoderThunk;
}

interface FieldEntry {
  readonly name: string;
  readonly decoder: Decoder;
  readonly required: boolean;
}

const isRequired = (field: Decoder | DecoderThunk | RequiredField): field is RequiredField => 'required' in field;

/** An optional field's entry; a thunk's decoder is built (once) when the entry's decoder is first read. */
function optionalEntry(name: string, field: Decoder | DecoderThunk): FieldEntry {
  if (typeof field !== 'function') return { name, decoder: optional(field), required: false };
  let built: Decoder | null = null;
  return {
    name,
    required: false,
    get decoder() {
      return (built ??= optional(field()));
    },
  };
}

/** Decodes one member; returns whether it added no issue. */
function decodeInto(out: Record<string, unknown>, key: string, decoder: Decoder, value: unknown, path: IssuePath, issues: ConfigIssue[]): void {
  const before = issues.length;
  const decoded = decoder.decode(value, [...path, key], issues);
  if (issues.length === before) setOwn(out, key, decoded);
}

/** The reference's name for an object without identifier: its literal-valued fields, or just `object`. */
function describeObject(sentinels: readonly FieldEntry[]): string {
  if (sentinels.length === 0) return 'object';
  const shown = sentinels.map((f) => `readonly ${JSON.stringify(f.name)}: ${f.decoder.expected}`);
  return `{ ${shown.join(', ')}, ... }`;
}

/**
 * An object with declared fields and an optional rest decoder (the reference's `Struct` /
 * `StructWithRest`). Declared fields are decoded first, in declaration order, then the rest decoder
 * runs on every input key (declared ones too, so one bad value can be reported twice). Undeclared
 * keys without a rest decoder are dropped. The decoded object keeps the input's key order.
 */
export function struct(fields: Fields, options: StructOptions = {}): Decoder {
  const entries: FieldEntry[] = Object.keys(fields).map((name) => {
    const field = fields[name];
    return isRequired(field) ? { name, decoder: field.required, required: true } : optionalEntry(name, field);
  });
  const sentinels = entries.filter((f) => f.required && f.decoder.sentinel !== undefined);
  // Decoded on its own a struct is its identifier or `object`; a union names it by its literal fields when it has any.
  const expected = options.identifier ?? 'object';
  const inUnion = sentinels.length > 0 ? describeObject(sentinels) : expected;
  const matchesSentinels = (value: Record<string, unknown>): boolean =>
    sentinels.every((f) => hasOwn(value, f.name) && value[f.name] === f.decoder.sentinel);
  // Objects this struct decoded without an issue, and what they decoded to. Decoding depends on the value alone (the
  // path only names issues), and a patched parse shares every object its edit did not touch with the last parse, so
  // a keystroke decodes only the objects along its edit. Parsed values are never changed after the parse.
  const clean = new WeakMap<object, unknown>();
  let restOption = options.rest;
  const restDecoder = (): Decoder | undefined => (typeof restOption === 'function' ? (restOption = restOption()) : restOption);
  return {
    expected,
    inUnion,
    types: ['object'],
    fields: entries.map((f) => f.name),
    candidate: (value) => isPlainObject(value) && matchesSentinels(value),
    decode: (value, path, issues) => {
      if (!isPlainObject(value)) {
        issues.push(typeIssue(path, expected, value));
        return value;
      }
      const known = clean.get(value);
      if (known !== undefined) return known;
      const keys = Object.keys(value);
      const rest = restDecoder();
      // A map with no declared fields whose every value the rest decoder takes as it is (a permission map of actions)
      // decodes to itself: no copy, and no issue path made per key.
      if (entries.length === 0 && rest?.isClean !== undefined && keys.every((key) => rest.isClean!(value[key]))) {
        clean.set(value, value);
        return value;
      }
      const start = issues.length;
      const out: Record<string, unknown> = {};
      for (const field of entries) {
        if (hasOwn(value, field.name)) decodeInto(out, field.name, field.decoder, value[field.name], path, issues);
        else if (field.required) issues.push({ path: [...path, field.name], message: 'Missing key' });
      }
      // The rest decoder checks declared keys too, but a declared field's decoded value is the one kept.
      if (rest !== undefined) for (const key of keys) decodeInto(hasOwn(fields, key) ? {} : out, key, rest, value[key], path, issues);
      if (issues.length !== start) return value;
      const ordered: Record<string, unknown> = {};
      for (const key of keys) if (hasOwn(out, key)) setOwn(ordered, key, out[key]);
      clean.set(value, ordered);
      return ordered;
    },
  };
}

/** An object whose every value decodes with `value` (keys are free). */
export function record(value: Decoder, identifier?: string): Decoder {
  return struct({}, { rest: value, identifier });
}

/** An array decoder: a non-array is a type issue; `items` decodes the elements, and any issue keeps the input as it was. */
function arrayDecoder(items: (value: readonly unknown[], path: IssuePath, issues: ConfigIssue[]) => unknown[]): Decoder {
  return {
    expected: 'array',
    types: ['array'],
    candidate: Array.isArray,
    decode: (value, path, issues) => {
      if (!Array.isArray(value)) {
        issues.push(typeIssue(path, 'array', value));
        return value;
      }
      const start = issues.length;
      const out = items(value, path, issues);
      return issues.length === start ? out : value;
    },
  };
}

/** An array whose items all decode with `item`; indexes in issue paths are strings, as the reference writes them. */
export function arrayOf(item: Decoder): Decoder {
  return arrayDecoder((value, path, issues) => value.map((entry, index) => item.decode(entry, [...path, String(index)], issues)));
}

/** A fixed-length array: each element with its decoder, a short one `Missing key`, extra elements `Unexpected key`. */
export function tupleOf(elements: readonly Decoder[]): Decoder {
  return arrayDecoder((value, path, issues) => {
    const out = elements.map((element, index) => {
      if (index < value.length) return element.decode(value[index], [...path, String(index)], issues);
      issues.push({ path: [...path, String(index)], message: 'Missing key' });
      return undefined;
    });
    for (let index = elements.length; index < value.length; index++) issues.push({ path: [...path, String(index)], message: 'Unexpected key' });
    return out;
  });
}

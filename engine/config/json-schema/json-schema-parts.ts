import type { JsonSchema } from './json-schema-permission.ts';

/** A string with a hover description. */
export const str = (description: string): JsonSchema => ({ type: 'string', description });
/** A boolean with a hover description. */
export const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
/** A list of strings. */
export const strings = (description: string): JsonSchema => ({ type: 'array', items: { type: 'string' }, description });
/** An integer greater than zero (the reference's `Int` + `> 0`). */
export const positiveInt = (description: string): JsonSchema => ({ type: 'integer', exclusiveMinimum: 0, description });
/** An integer of zero or more. */
export const nonNegativeInt = (description: string): JsonSchema => ({ type: 'integer', minimum: 0, description });
/** A string-to-string map. */
export const stringMap = (description: string): JsonSchema => ({ type: 'object', additionalProperties: { type: 'string' }, description });
/** One of the given strings. */
export const oneOfStrings = (values: readonly string[], description: string): JsonSchema => ({ type: 'string', enum: values, description });

/** A closed object: only the listed properties (the decoder drops any other key), `required` ones must be present. */
export function object(description: string, properties: Record<string, JsonSchema>, required?: readonly string[]): JsonSchema {
  return { type: 'object', description, properties, ...(required && required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** A map whose values all follow `value`. */
export const mapOf = (description: string, value: JsonSchema): JsonSchema => ({ type: 'object', description, additionalProperties: value });

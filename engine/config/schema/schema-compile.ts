import type { CheckNode, SchemaNode, TransformKind } from './schema-node.ts';
import {
  type Check,
  type Decoder,
  anything,
  atLeast,
  between,
  bool,
  checked,
  greaterThan,
  isFiniteNumber,
  isInt,
  literal,
  mapDecoded,
  matches,
  num,
  str,
  union,
} from './schema-decoder.ts';
import { type Fields, arrayOf, req, struct, tupleOf } from './schema-struct.ts';
import { normalizeAgentEntry } from './schema-agent.ts';
import { hasExtensionsWhereNeeded, LSP_EXTENSIONS_MESSAGE } from './schema-lsp.ts';
import { setOwn } from './schema-issue.ts';

/** Turns the bare-action shorthand into `{"*": action}`; objects pass through. */
function normalizePermission(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const out: Record<string, unknown> = {};
  setOwn(out, '*', value);
  return out;
}

/** The code behind each decode transform the table names. */
const TRANSFORMS: Readonly<Record<TransformKind, (value: unknown) => unknown>> = {
  'permission-shorthand': normalizePermission,
  'agent-entry': (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? normalizeAgentEntry(value as Record<string, unknown>) : value),
};

/** The code behind each refinement the table names. */
function compileCheck(check: CheckNode): Check {
  switch (check.kind) {
    case 'int':
      return isInt;
    case 'finite':
      return isFiniteNumber;
    case 'greater-than':
      return greaterThan(check.n);
    case 'at-least':
      return atLeast(check.n);
    case 'between':
      return between(check.min, check.max);
    case 'pattern':
      return matches(new RegExp(check.source));
    case 'lsp-extensions':
      return { test: hasExtensionsWhereNeeded, message: LSP_EXTENSIONS_MESSAGE };
  }
}

// One decoder per node object: a node shared by several places (the agent entry, a permission rule) decodes through
// one decoder, whose struct keeps the objects it decoded cleanly.
const compiled = new WeakMap<SchemaNode, Decoder>();

/** The decoder for a schema node (compiled once per node object). */
export function compileDecoder(node: SchemaNode): Decoder {
  const known = compiled.get(node);
  if (known) return known;
  const decoder = compileNode(node);
  compiled.set(node, decoder);
  return decoder;
}

function compileNode(node: SchemaNode): Decoder {
  switch (node.kind) {
    case 'string':
      return str;
    case 'boolean':
      return bool;
    case 'number':
      return num;
    case 'unknown':
      return anything;
    case 'literal':
      return literal(node.value);
    case 'union':
      return union(node.members.map(compileDecoder), node.identifier);
    case 'struct': {
      const fields: Record<string, Fields[string]> = {};
      // Optional fields and the rest compile on first use: a config compiles only the parts of the table it reaches.
      for (const field of node.fields) fields[field.name] = field.required ? req(compileDecoder(field.node)) : () => compileDecoder(field.node);
      const rest = node.rest;
      return struct(fields, { identifier: node.identifier, rest: rest ? () => compileDecoder(rest) : undefined });
    }
    case 'array':
      return arrayOf(compileDecoder(node.item));
    case 'tuple':
      return tupleOf(node.elements.map(compileDecoder));
    case 'refine':
      return checked(compileDecoder(node.inner), node.checks.map(compileCheck));
    case 'transform':
      return mapDecoded(compileDecoder(node.inner), TRANSFORMS[node.transform]);
  }
}

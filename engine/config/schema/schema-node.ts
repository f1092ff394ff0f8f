/**
 * The config schema as data: one node per value, as the reference declares it (types, literals, unions in its order,
 * structs with required and optional fields, records, bounds, its two decode transforms). The decoder
 * (`schema-compile.ts`), the editor's JSON Schema (`json-schema/json-schema.ts`) and every list of known keys
 * (`schema-keys.ts`) are derived from the table built with these constructors (`schema-table.ts`), so they cannot drift.
 */

/** A refinement the reference runs after a value decoded: `Int`, `Finite`, bounds, a pattern, or the LSP extensions rule. */
export type CheckNode =
  | { readonly kind: 'int' }
  | { readonly kind: 'finite' }
  | { readonly kind: 'greater-than'; readonly n: number }
  | { readonly kind: 'at-least'; readonly n: number }
  | { readonly kind: 'between'; readonly min: number; readonly max: number }
  | { readonly kind: 'pattern'; readonly source: string }
  | { readonly kind: 'lsp-extensions' };

/** The reference's decode transforms: the bare-action permission shorthand, and an agent entry's normalisation. */
export type TransformKind = 'permission-shorthand' | 'agent-entry';

/**
 * What every node may carry: `scope`, the name its hover texts are found under in `schema-docs.ts` (a node shared by
 * several places, such as the agent entry, is documented once), and whether the reference marks it deprecated.
 */
interface NodeDocs {
  readonly scope?: string;
  readonly deprecated?: boolean;
}

/** One struct field: optional unless `required`. */
export interface FieldNode {
  readonly name: string;
  readonly node: SchemaNode;
  readonly required: boolean;
}

/** A schema node (discriminated on `kind`). */
export type SchemaNode =
  | (NodeDocs & { readonly kind: 'string' | 'boolean' | 'number' | 'unknown' })
  | (NodeDocs & { readonly kind: 'literal'; readonly value: string | number | boolean })
  | (NodeDocs & { readonly kind: 'union'; readonly members: readonly SchemaNode[]; readonly identifier?: string })
  | (NodeDocs & { readonly kind: 'struct'; readonly fields: readonly FieldNode[]; readonly rest?: SchemaNode; readonly identifier?: string })
  | (NodeDocs & { readonly kind: 'array'; readonly item: SchemaNode })
  | (NodeDocs & { readonly kind: 'tuple'; readonly elements: readonly SchemaNode[] })
  | (NodeDocs & { readonly kind: 'refine'; readonly inner: SchemaNode; readonly checks: readonly CheckNode[] })
  | (NodeDocs & { readonly kind: 'transform'; readonly inner: SchemaNode; readonly transform: TransformKind });

/** A struct field as written in a table: a node (optional), or `required(node)`. */
export type FieldSpec = SchemaNode | { readonly required: SchemaNode };

/** Any string. */
export const string = (): SchemaNode => ({ kind: 'string' });
/** true or false. */
export const boolean = (): SchemaNode => ({ kind: 'boolean' });
/** Any number (`Schema.Number`). */
export const number = (): SchemaNode => ({ kind: 'number' });
/** Anything (`Schema.Any` / `Schema.Unknown`). */
export const unknown = (): SchemaNode => ({ kind: 'unknown' });
/** Exactly one value. */
export const literal = (value: string | number | boolean): SchemaNode => ({ kind: 'literal', value });

/** The first member that decodes wins, tried in this order; `identifier` names the union in messages. */
export function union(members: readonly SchemaNode[], identifier?: string): SchemaNode {
  return { kind: 'union', members, identifier };
}

/** A union of literals (`Schema.Literals`). */
export function literals(values: readonly (string | number | boolean)[], identifier?: string): SchemaNode {
  return union(values.map(literal), identifier);
}

/** Marks a struct field as required (`Missing key` when absent). */
export function required(node: SchemaNode): FieldSpec {
  return { required: node };
}

/** Names the scope a node's hover texts are found under. */
export function scoped<N extends SchemaNode>(scope: string, node: N): N {
  return { ...node, scope };
}

/** Marks a node deprecated (the reference's `@deprecated`). */
export function deprecated<N extends SchemaNode>(node: N): N {
  return { ...node, deprecated: true };
}

const isRequired = (spec: FieldSpec): spec is { readonly required: SchemaNode } => 'required' in spec;

/**
 * An object with declared fields, in the reference's declaration order (its issues come in that order); `rest`
 * decodes every key too (`StructWithRest`); without it, undeclared keys are dropped.
 */
export function struct(fields: Readonly<Record<string, FieldSpec>>, options: { rest?: SchemaNode; identifier?: string } = {}): SchemaNode {
  const list: FieldNode[] = Object.keys(fields).map((name) => {
    const spec = fields[name]!;
    return isRequired(spec) ? { name, node: spec.required, required: true } : { name, node: spec, required: false };
  });
  return { kind: 'struct', fields: list, rest: options.rest, identifier: options.identifier };
}

/** An object whose every value follows `value` (`Schema.Record(String, value)`). */
export const record = (value: SchemaNode): SchemaNode => ({ kind: 'struct', fields: [], rest: value });
/** A list. */
export const array = (item: SchemaNode): SchemaNode => ({ kind: 'array', item });
/** A fixed-length list. */
export const tuple = (elements: readonly SchemaNode[]): SchemaNode => ({ kind: 'tuple', elements });
/** Checks run after `inner` decoded cleanly, each failing one its own issue. */
export const refine = (inner: SchemaNode, checks: readonly CheckNode[]): SchemaNode => ({ kind: 'refine', inner, checks });
/** `inner`, then one of the reference's decode transforms. */
export const transform = (inner: SchemaNode, kind: TransformKind): SchemaNode => ({ kind: 'transform', inner, transform: kind });

/** `Schema.Int` with `> 0`. */
export const positiveInt = (): SchemaNode => refine(number(), [{ kind: 'int' }, { kind: 'greater-than', n: 0 }]);
/** `Schema.Int` with `>= 0`. */
export const nonNegativeInt = (): SchemaNode => refine(number(), [{ kind: 'int' }, { kind: 'at-least', n: 0 }]);
/** `Schema.Finite`. */
export const finite = (): SchemaNode => refine(number(), [{ kind: 'finite' }]);
/** A list of strings. */
export const strings = (): SchemaNode => array(string());
/** A string-to-string map. */
export const stringMap = (): SchemaNode => record(string());

/** The struct node's field of that name (undefined when the node is no struct or has no such field). */
export function fieldOf(node: SchemaNode, name: string): FieldNode | undefined {
  return node.kind === 'struct' ? node.fields.find((f) => f.name === name) : undefined;
}

/** The node under a transform or refinement (the node itself otherwise). */
export function unwrap(node: SchemaNode): SchemaNode {
  return node.kind === 'transform' || node.kind === 'refine' ? unwrap(node.inner) : node;
}

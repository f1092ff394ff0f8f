/** The table's `provider.<id>` node (the reference's `ConfigProviderV1`). */
import { type SchemaNode, array, boolean, finite, literal, literals, positiveInt, record, required, scoped, string, stringMap, strings, struct, union, unknown } from './schema-node.ts';

/** Prices per million tokens (`input` and `output` required once given). */
function prices(extra: Record<string, SchemaNode> = {}): SchemaNode {
  return struct({ input: required(finite()), output: required(finite()), cache_read: finite(), cache_write: finite(), ...extra });
}

const modality = literals(['text', 'audio', 'image', 'video', 'pdf']);

/** One `provider.<id>.models.<id>` entry: every field optional, nested shapes strict. */
const model = struct({
  id: string(),
  name: string(),
  family: string(),
  release_date: string(),
  attachment: boolean(),
  reasoning: boolean(),
  temperature: boolean(),
  tool_call: boolean(),
  interleaved: union([literal(true), struct({ field: required(literals(['reasoning', 'reasoning_content', 'reasoning_details'])) })]),
  cost: prices({ context_over_200k: prices() }),
  limit: struct({ context: required(finite()), input: finite(), output: required(finite()) }),
  modalities: struct({ input: array(modality), output: array(modality) }),
  experimental: boolean(),
  status: literals(['alpha', 'beta', 'deprecated', 'active']),
  provider: struct({ npm: string(), api: string() }),
  options: record(unknown()),
  headers: stringMap(),
  variants: record(struct({ disabled: boolean() }, { rest: unknown() })),
});

/** A timeout in milliseconds, or false for none. */
const timeout = (): SchemaNode => union([positiveInt(), literal(false)]);

/** Provider options: the known ones typed, anything else passed through to the SDK. */
const options = struct(
  { apiKey: string(), baseURL: string(), enterpriseUrl: string(), setCacheKey: boolean(), timeout: timeout(), headerTimeout: timeout(), chunkTimeout: positiveInt() },
  { rest: unknown() },
);

/** One `provider.<id>` entry (`ProviderConfig`). */
export const providerConfig: SchemaNode = scoped(
  'provider',
  struct(
    { api: string(), name: string(), env: strings(), id: string(), npm: string(), whitelist: strings(), blacklist: strings(), options, models: record(model) },
    { identifier: 'ProviderConfig' },
  ),
);

import { type Decoder, anything, bool, finite, literal, literals, positiveInt, str, union } from './schema-decoder.ts';
import { arrayOf, record, req, struct } from './schema-struct.ts';

const strings = arrayOf(str);

/** Prices per million tokens. */
const cost = struct({
  input: req(finite),
  output: req(finite),
  cache_read: finite,
  cache_write: finite,
  context_over_200k: struct({ input: req(finite), output: req(finite), cache_read: finite, cache_write: finite }),
});

/** Token limits: `context` and `output` are required once `limit` is given. */
const limit = struct({ context: req(finite), input: finite, output: req(finite) });

const modality = literals(['text', 'audio', 'image', 'video', 'pdf']);

/** One `provider.<id>.models.<id>` entry: every field optional, nested shapes strict. */
const modelShape = struct({
  id: str,
  name: str,
  family: str,
  release_date: str,
  attachment: bool,
  reasoning: bool,
  temperature: bool,
  tool_call: bool,
  interleaved: union([literal(true), struct({ field: req(literals(['reasoning', 'reasoning_content', 'reasoning_details'])) })]),
  cost,
  limit,
  modalities: struct({ input: arrayOf(modality), output: arrayOf(modality) }),
  experimental: bool,
  status: literals(['alpha', 'beta', 'deprecated', 'active']),
  options: record(anything),
  headers: record(str),
  provider: struct({ npm: str, api: str }),
  variants: record(struct({ disabled: bool }, { rest: anything })),
});

/** Provider options: the known ones typed, anything else passed through to the SDK. */
const providerOptions = struct(
  {
    apiKey: str,
    baseURL: str,
    enterpriseUrl: str,
    setCacheKey: bool,
    timeout: union([positiveInt, literal(false)]),
    headerTimeout: union([positiveInt, literal(false)]),
    chunkTimeout: positiveInt,
  },
  { rest: anything },
);

/** One `provider.<id>` entry (`ProviderConfig`). */
export const providerShape: Decoder = struct(
  {
    api: str,
    name: str,
    env: strings,
    id: str,
    npm: str,
    models: record(modelShape),
    whitelist: strings,
    blacklist: strings,
    options: providerOptions,
  },
  { identifier: 'ProviderConfig' },
);

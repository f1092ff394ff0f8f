import type { JsonSchema } from './json-schema-permission.ts';
import { bool, mapOf, object, oneOfStrings, positiveInt, str, stringMap, strings } from './json-schema-parts.ts';

const number = (description: string): JsonSchema => ({ type: 'number', description });
const modality = oneOfStrings(['text', 'audio', 'image', 'video', 'pdf'], 'A modality.');
const prices = { input: number('Input price.'), output: number('Output price.'), cache_read: number('Cache read price.'), cache_write: number('Cache write price.') };

const modelSchema: JsonSchema = object('A model override.', {
  id: str('Model id sent to the provider.'),
  name: str('Display name.'),
  family: str('Model family.'),
  release_date: str('Release date.'),
  attachment: bool('Accepts attachments.'),
  reasoning: bool('Supports reasoning.'),
  temperature: bool('Supports temperature.'),
  tool_call: bool('Supports tool calls.'),
  interleaved: {
    description: 'Interleaved reasoning.',
    anyOf: [{ type: 'boolean', const: true }, object('Where reasoning goes.', { field: oneOfStrings(['reasoning_content', 'reasoning_details'], 'Field.') }, ['field'])],
  },
  cost: object('Prices per million tokens.', { ...prices, context_over_200k: object('Prices above 200k context.', prices, ['input', 'output']) }, ['input', 'output']),
  limit: object('Token limits.', { context: number('Context window.'), input: number('Max input.'), output: number('Max output.') }, ['context', 'output']),
  modalities: object('Modalities.', { input: { type: 'array', items: modality }, output: { type: 'array', items: modality } }, ['input', 'output']),
  experimental: bool('Experimental model.'),
  status: oneOfStrings(['alpha', 'beta', 'deprecated'], 'Model status.'),
  options: { type: 'object', description: 'Model options.', additionalProperties: {} },
  headers: stringMap('HTTP headers.'),
  provider: object('Provider package override.', { npm: str('npm package.'), api: str('API URL.') }),
  variants: mapOf('Model variants.', { type: 'object', properties: { disabled: bool('Disable this variant.') }, additionalProperties: {} }),
});

/** One `provider.<id>` entry. */
export const providerSchema: JsonSchema = object('A provider.', {
  api: str('API URL.'),
  name: str('Display name.'),
  env: strings('Environment variables holding the API key.'),
  id: str('Provider id.'),
  npm: str('AI SDK package.'),
  models: mapOf('Model overrides by id.', modelSchema),
  whitelist: strings('Only these models.'),
  blacklist: strings('Never these models.'),
  options: {
    type: 'object',
    description: 'Provider options; unknown ones go to the SDK.',
    properties: {
      apiKey: str('API key.'),
      baseURL: str('Base URL.'),
      enterpriseUrl: str('GitHub Enterprise URL.'),
      setCacheKey: bool('Send a prompt cache key.'),
      timeout: { description: 'Request timeout in milliseconds, or false for none.', anyOf: [positiveInt('Milliseconds.'), { type: 'boolean', const: false }] },
      chunkTimeout: positiveInt('Timeout between streamed chunks in milliseconds.'),
    },
    additionalProperties: {},
  },
});

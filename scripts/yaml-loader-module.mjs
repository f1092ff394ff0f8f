// The module both builds (vite.config.ts for the app, scripts/build-cli.mjs for the CLI) give in place of js-yaml:
// js-yaml 3's loader and the types the engine uses, from their own files, without the dumper or esprima. The engine
// loads with the safe schema only (engine/config/markdown/frontmatter-engines.ts).
export const YAML_LOADER_MODULE = [
  "import loader from 'js-yaml/lib/js-yaml/loader.js';",
  "import Type from 'js-yaml/lib/js-yaml/type.js';",
  "import Schema from 'js-yaml/lib/js-yaml/schema.js';",
  "import DEFAULT_SAFE_SCHEMA from 'js-yaml/lib/js-yaml/schema/default_safe.js';",
  "import YAMLException from 'js-yaml/lib/js-yaml/exception.js';",
  'const { safeLoad, safeLoadAll } = loader;',
  'export { Type, Schema, DEFAULT_SAFE_SCHEMA, YAMLException, safeLoad, safeLoadAll };',
  'export default { Type, Schema, DEFAULT_SAFE_SCHEMA, YAMLException, safeLoad, safeLoadAll };',
].join('\n');

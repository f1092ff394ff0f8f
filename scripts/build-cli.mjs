// Builds the installable CLI into dist-cli/: the engine and the CLI bundled into plain JavaScript that `node` runs
// alone (no tsx, no node_modules), with the two WebAssembly files the shell parser loads copied beside it.
// `agentforge-playground.cjs` (scripts/cli-launcher.cjs) runs the bundle, cli.cjs, through V8's code cache.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { doorImports } from './door-imports.mjs';
import { YAML_LOADER_MODULE } from './yaml-loader-module.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-cli');
const require = createRequire(join(root, 'package.json'));

/**
 * js-yaml 3's index loads its dumper and, through a require() a bundler cannot see, esprima from node_modules (for the
 * `!!js/function` type the engine's safe schema never uses). The engine only loads with the safe schema, so the CLI
 * gets the loader's own modules, as the app's build does (vite.config.ts): nothing is read from node_modules at run time.
 */
const yamlLoaderOnly = {
  name: 'yaml-loader-only',
  setup(b) {
    b.onResolve({ filter: /^js-yaml$/ }, () => ({ path: 'js-yaml-loader', namespace: 'yaml-loader' }));
    b.onLoad({ filter: /.*/, namespace: 'yaml-loader' }, () => ({
      resolveDir: root,
      contents: YAML_LOADER_MODULE,
    }));
  },
};

/**
 * The engine's yaml-library module gives js-yaml at once, so every run would start js-yaml's modules (its schema and
 * types). The CLI gets the same three exports over a require() the bundle runs on first use: a scenario without
 * markdown files never starts the YAML parser.
 */
const yamlOnFirstUse = {
  name: 'yaml-on-first-use',
  setup(b) {
    b.onLoad({ filter: /[\\/]engine[\\/]config[\\/]markdown[\\/]yaml-library\.ts$/ }, () => ({
      resolveDir: root,
      loader: 'js',
      contents: [
        'let library = null;',
        "export function yamlLibrary() { return (library ??= require('js-yaml').default); }",
        'export function loadYamlLibrary() { return Promise.resolve(); }',
        'export function isYamlLibraryLoaded() { return true; }',
      ].join('\n'),
    }));
  },
};

/**
 * jsonc-parser's main module loads its formatter and editor on load, and with them string-intern.js, which builds 2,400
 * indentation strings (about 250 kB, enough to cost a run a garbage collection) that only formatting and editing use.
 * The CLI's copy requires the two on first use: reading JSON starts neither. A changed jsonc-parser fails the build.
 */
const JSONC_LAZY_IMPORTS = {
  "import * as formatter from './impl/format';": "const formatter = { format: (...args) => require('./impl/format').format(...args) };",
  "import * as edit from './impl/edit';": "const edit = { setProperty: (...args) => require('./impl/edit').setProperty(...args), applyEdit: (...args) => require('./impl/edit').applyEdit(...args) };",
};
const jsoncFormatterOnFirstUse = {
  name: 'jsonc-formatter-on-first-use',
  setup(b) {
    b.onLoad({ filter: /[\\/]jsonc-parser[\\/]lib[\\/]esm[\\/]main\.js$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      for (const [from, to] of Object.entries(JSONC_LAZY_IMPORTS)) {
        if (!contents.includes(from)) throw new Error(`jsonc-parser's main.js no longer has: ${from}`);
        contents = contents.replace(from, to);
      }
      if (/\b(formatter|edit)\.(?!format\b|setProperty\b|applyEdit\b)\w+/.test(contents)) throw new Error("jsonc-parser's main.js uses more of its formatter or editor than the CLI's lazy copies give");
      return { contents, loader: 'js' };
    });
  },
};

/**
 * web-tree-sitter reaches two Node built-ins through dynamic import(), which a vm script run from the code cache
 * cannot do (scripts/cli-launcher.cjs): in a CommonJS bundle a resolved require() does the same.
 */
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(b) {
    b.onLoad({ filter: /[\\/]web-tree-sitter[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(/\bimport\(\s*(["'])(fs\/promises|module)\1\s*\)/g, (_m, _q, id) => `Promise.resolve(__afNodeRequire(${JSON.stringify(`node:${id}`)}))`),
      loader: 'js',
    }));
  },
};

/**
 * fflate's Node build requires worker_threads on load (for its asynchronous functions, which the engine does not use):
 * a few milliseconds of every run. Its browser build has the same synchronous functions and loads nothing.
 */
const fflateWithoutWorkers = {
  name: 'fflate-without-workers',
  setup(b) {
    b.onResolve({ filter: /^fflate$/ }, () => ({ path: join(root, 'node_modules/fflate/esm/browser.js') }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  metafile: true,
  // One CommonJS file, which the launcher compiles with V8's code cache (scripts/cli-launcher.cjs); Node 20 has no
  // code cache for ES modules. cli/bin.ts runs the CLI on load.
  entryPoints: [join(root, 'cli/bin.ts')],
  outfile: join(out, 'cli.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  // ES module builds first: jsonc-parser's `main` is a UMD wrapper whose require() calls a bundler cannot follow.
  mainFields: ['module', 'main'],
  target: 'node20',
  // The CLI finds its WASM files beside itself through import.meta.url.
  define: { 'import.meta.url': '__afImportMetaUrl' },
  // The file holds the CommonJS module wrapper written out, so the launcher compiles its text as it is: wrapping it at
  // run time would copy 400 kB into a second string (young memory enough to bring a garbage collection forward).
  // __afNodeRequire: the module's own require(), for built-ins asked for where web-tree-sitter declares a `require` of its own.
  banner: { js: "(function (exports, require, module, __filename, __dirname) {var __afImportMetaUrl = require('node:url').pathToFileURL(__filename).href; var __afNodeRequire = require;" },
  footer: { js: '\n})' },
  minify: true,
  // AGENTFORGE_CLI_SOURCEMAP=1 writes cli.cjs.map beside the bundle, to read a profile of the CLI by source file.
  sourcemap: process.env.AGENTFORGE_CLI_SOURCEMAP === '1' ? 'external' : false,
  legalComments: 'none',
  logLevel: 'warning',
  // engine/ is pure (no module does anything on import but define and cache), so the modules its door re-exports and
  // the CLI never uses are left out.
  plugins: [doorImports({ under: join(root, 'cli'), doors: [join(root, 'engine/index.ts')] }), yamlLoaderOnly, yamlOnFirstUse, jsoncFormatterOnFirstUse, fflateWithoutWorkers, builtinsByRequire, { name: 'pure-engine', setup: (b) => b.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (a) => {
    const path = join(a.resolveDir, a.path);
    return path.startsWith(join(root, 'engine') + sep) ? { path, sideEffects: false } : undefined;
  }) }],
});
// No import() may be left in the bundle: the launcher's vm script has no loader for it.
const dynamicImports = readFileSync(join(out, 'cli.cjs'), 'utf8').match(/\bimport\(\s*["'][^"']*["']\s*\)/g);
if (dynamicImports) throw new Error(`cli.cjs still has dynamic imports: ${dynamicImports.join(', ')}`);
// The command: a launcher that runs cli.cjs through the code cache.
copyFileSync(join(root, 'scripts/cli-launcher.cjs'), join(out, 'agentforge-playground.cjs'));
chmodSync(join(out, 'agentforge-playground.cjs'), 0o755);
for (const spec of ['web-tree-sitter/tree-sitter.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm']) {
  const from = require.resolve(spec);
  copyFileSync(from, join(out, spec.split('/').pop()));
}
// The bundled packages' licences travel with their code (legal comments are stripped from the minified files).
const packages = new Set(Object.keys(result.metafile.inputs).map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]).filter(Boolean));
packages.add('tree-sitter-bash');
const notices = [...packages].sort().map((name) => {
  const dir = join(root, "node_modules", name);
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].map((f) => join(dir, f)).find((f) => existsSync(f));
  const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return `${name} ${version} (${license})\n\n${file ? readFileSync(file, 'utf8').trim() : 'no licence file in the package'}\n`;
});
writeFileSync(join(out, 'THIRD_PARTY_LICENSES.txt'), `The built CLI bundles these packages:\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`);
process.stderr.write(`built ${out}\n`);

// Builds the installable CLI into dist-cli/: the engine and the CLI bundled into plain JavaScript that `node` runs
// alone (no tsx, no node_modules), with the two WebAssembly files the shell parser loads copied beside it.
// The shell parser's loader is a chunk of its own, imported only when a bash command is decided.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { doorImportsPlugin } from './door-imports.mjs';

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
      contents: [
        "import loader from 'js-yaml/lib/js-yaml/loader.js';",
        "import Type from 'js-yaml/lib/js-yaml/type.js';",
        "import Schema from 'js-yaml/lib/js-yaml/schema.js';",
        "import DEFAULT_SAFE_SCHEMA from 'js-yaml/lib/js-yaml/schema/default_safe.js';",
        "import YAMLException from 'js-yaml/lib/js-yaml/exception.js';",
        'const { safeLoad, safeLoadAll } = loader;',
        'export { Type, Schema, DEFAULT_SAFE_SCHEMA, YAMLException, safeLoad, safeLoadAll };',
        'export default { Type, Schema, DEFAULT_SAFE_SCHEMA, YAMLException, safeLoad, safeLoadAll };',
      ].join('\n'),
    }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  metafile: true,
  entryPoints: { 'agentforge-playground': join(root, 'cli/cli.ts') },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // ES module builds first: jsonc-parser's `main` is a UMD wrapper whose require() calls a bundler cannot follow.
  mainFields: ['module', 'main'],
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  // Fewer bytes to compile at start-up: what `check` needs is compiled in tens of milliseconds.
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies (picomatch, lz-string) call require(): give the ES module one.
  // engine/ is pure (no module does anything on import but define and cache), so a module re-exported by its door
  // is left out of a chunk that uses none of it; without this, importing the door evaluates every engine module.
  plugins: [doorImportsPlugin(root), yamlLoaderOnly, { name: 'pure-engine', setup: (b) => b.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (a) => {
    const path = join(a.resolveDir, a.path);
    return path.startsWith(join(root, 'engine') + sep) ? { path, sideEffects: false } : undefined;
  }) }],
  // js-yaml's `!!js/function` type asks for esprima through a require() no bundler follows; the safe schema never uses
  // it, so the CLI answers as if esprima were not installed (what js-yaml expects) instead of reading it from disk.
  banner: {
    js: "import { createRequire as __afCreateRequire } from 'node:module'; const __afRequire = __afCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of the CLI'); return __afRequire(id); }, __afRequire);",
  },
});
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

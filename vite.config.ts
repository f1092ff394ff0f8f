import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { YAML_LOADER_MODULE } from './scripts/yaml-loader-module.mjs';
import { pwaPlugin } from './scripts/pwa/pwa-plugin.ts';

/** The dev server injects an inline React Refresh preamble, which index.html's CSP forbids: the CSP guards builds only. */
const cspInBuildOnly: Plugin = {
  name: 'csp-in-build-only',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

const NO_ESPRIMA = '\0no-esprima';
const YAML_LOADER = '\0js-yaml-loader';

/**
 * js-yaml 3's index pulls in esprima (about 36 kB gzip, for the `!!js/function` type of DEFAULT_FULL_SCHEMA) and
 * its dumper. The engine only loads, with the safe schema (engine/config/markdown/frontmatter-engines.ts: Type,
 * Schema, DEFAULT_SAFE_SCHEMA, safeLoad), and the CSP forbids the `new Function` that type would run. So the
 * browser build gets js-yaml's loader alone, from its own modules, and an empty esprima; Node (CLI, tests) keeps
 * the package as it is. e2e's markdown agents exercise this path.
 */
const yamlLoaderOnly: Plugin = {
  name: 'yaml-loader-only',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'esprima') return NO_ESPRIMA;
    if (source === 'js-yaml' && importer !== YAML_LOADER) return YAML_LOADER;
    return null;
  },
  load(id) {
    if (id === NO_ESPRIMA) return 'export default null;';
    if (id !== YAML_LOADER) return null;
    return YAML_LOADER_MODULE;
  },
};

const YAML_LIBRARY = /[\\/]engine[\\/]config[\\/]markdown[\\/]yaml-library\.ts$/;
const YAML_ON_DEMAND = fileURLToPath(new URL('./app/deferred/yaml-on-demand.ts', import.meta.url));

/**
 * The first screen of a scenario without markdown files never reads YAML, so the page's build (not the workers', whose
 * bundles do not take these plugins) swaps the engine's yaml-library module for app/deferred/yaml-on-demand.ts: js-yaml
 * becomes a chunk of its own, requested as the page starts (app/main.tsx). A render that needs it before it is there
 * suspends until it is. Node (CLI, tests) and the workers keep the engine's module, which has js-yaml at once.
 */
const yamlAfterFirstPaint: Plugin = {
  name: 'yaml-after-first-paint',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('yaml-library.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && YAML_LIBRARY.test(resolved.id) ? YAML_ON_DEMAND : null;
  },
};

/**
 * The engine's modules have no import-time side effects (docs/architecture.md: pure TypeScript), so Rolldown may
 * look through the engine/index.ts barrel: a module goes into the chunk of the code that uses it, and what only a
 * lazy panel uses (fix, compare, import, reports...) stays out of the first paint.
 */
const engineIsPure = (id: string): boolean | undefined => (/[\\/]engine[\\/][^?]*\.ts$/.test(id) ? false : undefined);

/**
 * Everything the page loads before its first paint (the entry and what it imports statically: tagged `$initial`)
 * goes into one chunk: one request and one gzip stream instead of a handful of shared chunks, which Rolldown
 * otherwise cuts differently each time a lazy chunk starts sharing some of them (issue #16's first-paint budget).
 */
const FIRST_PAINT_CHUNK = { groups: [{ name: 'first-paint', tags: ['$initial' as const] }] };

export default defineConfig({
  // Relative asset URLs: dist/ works from any sub-path (a project site such as https://example.org/playground/).
  base: './',
  plugins: [react(), cspInBuildOnly, yamlLoaderOnly, yamlAfterFirstPaint, pwaPlugin()],
  worker: { format: 'es' },
  // The lazy Monaco chunk is about 3.9 MB; engineIsPure keeps what only lazy panels use out of the first paint. web-tree-sitter's glue uses eval on purpose (emscripten); timings are noise.
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, rolldownOptions: { treeshake: { moduleSideEffects: engineIsPure }, checks: { bundlerTimings: false, eval: false }, output: { codeSplitting: FIRST_PAINT_CHUNK } } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['engine/**/*.test.ts', 'app/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});

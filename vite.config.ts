import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** The dev server injects an inline React Refresh preamble, which index.html's CSP forbids: the CSP guards builds only. */
const cspInBuildOnly: Plugin = {
  name: 'csp-in-build-only',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

export default defineConfig({
  // Relative asset URLs: dist/ works from any sub-path (a project site such as https://example.org/playground/).
  base: './',
  plugins: [react(), cspInBuildOnly],
  worker: { format: 'es' },
  // The lazy Monaco chunk is about 3.9 MB. web-tree-sitter's glue uses eval on purpose (emscripten); timings are noise.
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, rolldownOptions: { checks: { bundlerTimings: false, eval: false } } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['engine/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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

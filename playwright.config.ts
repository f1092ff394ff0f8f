import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (say, CI and a colleague's check) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // Budgets for a busy machine (CI may share its two cores): a hang guard, never a speed check (npm run bench measures speed).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The service worker precaches the whole build once a page is idle: only the specs about it (offline*.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // E2E_DIST serves a build from another directory (vite build --outDir ...).
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${process.env.E2E_DIST ?? "dist"}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

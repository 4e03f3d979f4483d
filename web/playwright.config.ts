import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real
// `randevu` binary, started on a fresh SQLite database that loads the demo data on first start.
const port = Number(process.env.E2E_PORT ?? 18090);
const dataDir = '../target/e2e';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a journey that fails twice fails the run; one that passes on its retry is
  // named "flaky" at the end of the output (e2e/support/tail-reporter.ts) to be mended, not hidden.
  // CI keeps only the output's tail, so that reporter runs last and repeats what failed, briefly.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/support/tail-reporter.ts']],
  outputDir: '../target/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  // The admin journeys change the shared demo (a salon deactivated, services renamed and merged,
  // reviews moderated; a partner's salon created and activated): they run after every other journey on the same server.
  // The payment journey turns the demo's free salon Premium: it runs last.
  projects: [
    { name: 'journeys', testIgnore: [/(admin-.*|partners|feedback-chat)\.spec\.ts/, /salon-payment\.spec\.ts/] },
    { name: 'admin', testMatch: /(admin-.*|partners|feedback-chat)\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'payments', testMatch: /salon-payment\.spec\.ts/, dependencies: ['admin'] },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && ../target/debug/randevu serve --port ${port}`,
    env: {
      DATABASE_URL: `sqlite://${dataDir}/e2e.db`,
      RANDEVU_STORAGE_DIR: `${dataDir}/uploads`,
      RANDEVU_PUBLIC_URL: `http://127.0.0.1:${port}`,
      RUST_LOG: 'warn',
      // Every browser comes from 127.0.0.1, which would share one address's SMS-code budget (10 an
      // hour) across the whole suite: trusted as a proxy, a journey that sends codes names its own
      // visitor's address in X-Forwarded-For, as a real proxy does.
      RANDEVU_TRUSTED_PROXIES: '["127.0.0.1"]',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib.ts';

/**
 * Playwright through the real gateway over the fakes (scripts/start.ts
 * --no-build: build the web first with `npm run build -w @app/web`). Chromium
 * is the system one; browsers are never downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 8180);
const fakesPort = Number(process.env.E2E_FAKES_PORT ?? 4180);

export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '*.spec.ts',
  // Two workers, one spec file each at a time; tests that change anything take a tenant of their own
  // (web/e2e/support.ts freshTenant), so the files cannot see each other's changes.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'phone.spec.ts' },
    // spec 1 §9 on a phone (web README "Small screens"): web/e2e/phone.spec.ts only, at 360 × 740 with touch
    {
      name: 'phone',
      testMatch: 'phone.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: false },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts --no-build',
    url: `http://localhost:${port}/healthz`,
    env: {
      PORT: String(port),
      FAKES_PORT: String(fakesPort),
      PACT_DO_NOT_TRACK: 'true',
      // the gateway's upstream budget, shorter than its 30 s default so that a test can force a real 504 (a fakes
      // `/__fake/slow` above it) within a test's time; web/e2e/support.ts UPSTREAM_TIMEOUT_MS reads the same
      UPSTREAM_TIMEOUT_MS: process.env.E2E_UPSTREAM_TIMEOUT_MS ?? '10000',
    },
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets scripts/start.ts stop the fakes and the gateway it started; a SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

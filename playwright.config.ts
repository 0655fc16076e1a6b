import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { e2eProviders, oauthOrigin } from './tests/e2e/e2e-server-env'
import { clamdPort, editingURL, mainURL } from './tests/e2e/e2e-sites'

/** The specs run against the editing copy of the site (e2e-sites.ts says why). */
const editingSpecs = [
  'admin-content.spec.ts',
  'admin-content-languages.spec.ts',
  'admin-content-unsaved.spec.ts',
  'admin-seo-fields.spec.ts',
  'admin-site-content.spec.ts',
  'admin-site-content-order.spec.ts',
  'admin-pharmacies.spec.ts',
  'documents.spec.ts',
  'feeds.spec.ts',
  'spec-sheets.spec.ts',
]
/** E2E_OAUTH_PORT moves the loopback providers (e2e-server-env.ts). */
const lastProvider = e2eProviders[e2eProviders.length - 1] ?? 'facebook'

/**
 * Debian's Chromium: Playwright cannot download its own browser on these machines. Its headless shell when installed
 * (the same engine without the browser's window code: a page opens and hydrates in about 60% of the full browser's
 * time on two cores, decision 63), else the full browser.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  // One migrated and seeded database that every copy of the site with data of its own starts from, the two the specs
  // share (mainURL, editingURL) included: the production build, as users get it, started there on copies of it.
  globalSetup: './tests/e2e/seeded-site-data.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // .ci/run sets E2E_RETRIES=1: a failed test runs once more and the report lists it as flaky. Chromium once stopped
  // rendering for a minute in one test of 655 on the 2-core CI machine. A real failure fails both runs.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Both cores, whether or not CI is set (Playwright's default is half of them): the specs wait on servers much of the time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The file times reporter feeds the suite's summary of slow files and retried tests (scripts/test/suite.mjs).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./scripts/test/playwright-file-times.ts'],
  ],
  use: {
    baseURL: mainURL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: editingSpecs },
    {
      name: 'chromium-editing',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: editingURL },
      testMatch: editingSpecs,
    },
  ],
  webServer: [
    {
      // The four sign-in providers, real OAuth 2.0 servers on loopback; up once the last one answers.
      command: 'node tests/e2e/oauth-providers.ts',
      url: `${oauthOrigin(lastProvider)}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/clamd/start-clamd.mjs ${clamdPort}`,
      port: clamdPort,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})

import { defineConfig } from 'vitest/config'

/** The unit tests that replace a module or the environment for their whole file (vi.mock, vi.stubEnv). */
const unitFilesThatReplaceModules = [
  'app/server/http/server-function-body-limit.test.ts',
  'app/server/headers/request-https.server.test.ts',
  'app/backend/health/backend-health.server.test.ts',
  'app/features/staff-console/staff-api.server.test.ts',
  'app/features/staff-console/inquiries/inquiry-downloads.server.test.ts',
  'app/features/sign-in/sign-in-cookies.server.test.ts',
  'tests/unit/site-route-match.test.ts',
  'app/features/redirects/redirect-answer.server.test.ts',
  // They replace a dispatcher's caller or module, which other files' components import (decision 119).
  'app/features/member-area/components/email-verification-notice.test.tsx',
  'app/features/staff-console/pharmacies/components/pharmacy-restore-points.test.tsx',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // Each file's whole time, for the suite's list of its slowest files (scripts/test/suite.mjs).
    reporters: ['default', './scripts/test/vitest-file-times.ts'],
    // Both cores: a contract test file waits on its database thread and its loopback server much of the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: unitFilesThatReplaceModules,
          setupFiles: ['tests/setup/restore-page-locale.ts'],
          // A worker's files share its modules: importing them again for each of 170 files was two thirds of the
          // project's time. Each test restores what it replaced (spies, globals, timers) itself.
          isolate: false,
        },
      },
      // These replace modules or the environment for their whole file (vi.mock, vi.stubEnv): each in its own module
      // graph, as Vitest isolates files by default.
      { test: { name: 'unit-isolated', include: unitFilesThatReplaceModules } },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // One migrated and seeded database for the run, which each file copies (harness.ts).
          globalSetup: ['tests/setup/seeded-database.ts'],
          // Root's setup files run too (a project inherits and appends them).
          setupFiles: ['tests/setup/test-password-cost.ts'],
          // The files share their worker's modules (the backend, the contract, every message), imported once per
          // worker instead of once per file: each file builds its own backend on its own database.
          isolate: false,
          // A contract test makes tens of requests to a backend on a WebAssembly database: 2 to 4 s while the other
          // worker is busy. Speed is measured by npm run bench, never by a test's time limit.
          testTimeout: 15_000,
          // The upload abuse test collects what earlier files of its worker left before it measures the process's
          // memory (tests/contract/inquiries-upload-abuse.test.ts).
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
})

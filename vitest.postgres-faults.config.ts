import { defineConfig } from 'vitest/config'

/** Tests that restart the throw-away PostgreSQL server: run alone by scripts/test-on-postgres.sh, after the suite. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    // Each file's whole time, for the suite's list of its slowest files (scripts/test/suite.mjs).
    reporters: ['default', './scripts/test/vitest-file-times.ts'],
    globalSetup: ['tests/setup/seeded-database.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/test-password-cost.ts'],
    fileParallelism: false,
  },
})

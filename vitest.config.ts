import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // Each file's whole time, for the suite's list of its slowest files (scripts/test/suite.mjs).
    reporters: ['default', './scripts/test/vitest-file-times.ts'],
    globalSetup: ['tests/setup/seeded-database.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
  },
})

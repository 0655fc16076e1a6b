import { defineConfig } from 'vitest/config'

/** Tests that restart the throw-away PostgreSQL server: run alone by scripts/test-on-postgres.sh, after the suite. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    fileParallelism: false,
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
  },
})

import { defineConfig } from 'vitest/config'

/** The container image's test (tests/container): its own phase of the suite, after the build (scripts/test/suite.mjs). */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/container/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/test/vitest-file-times.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // A container starts in seconds to a minute on a busy machine; the image's build is the hook's.
    testTimeout: 180_000,
  },
})

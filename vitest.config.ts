import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

const unitTestFolders = ['app', 'tests/unit']
const unitTestFile = /\.test\.tsx?$/
const unitFiles = unitTestFolders
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
  .filter((file) => unitTestFile.test(file))
  .map((file) => ({ file, source: readFileSync(file, 'utf8') }))

/** A file that replaces a module or the environment for the whole file. */
const replacesModules = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/
/**
 * The unit tests that replace a module or the environment for their whole file (vi.mock, vi.stubEnv, vi.stubGlobal),
 * found by reading them: among the files that share their worker's modules, a replacement reaches the files run after
 * it, or misses a module an earlier file imported already, and a test passes or fails by the order of the files.
 */
const unitFilesThatReplaceModules = unitFiles.filter(({ source }) => replacesModules.test(source)).map(({ file }) => file)

/**
 * The component tests (`@vitest-environment happy-dom`), found by reading them. Vitest keeps a worker for the next file
 * only when that file runs in the same environment: among files of both kinds in one project, a worker ended and a
 * new one imported everything again at nearly every change of kind (two thirds of the unit tests' time).
 */
const unitFilesInADocument = unitFiles
  .filter(({ file, source }) => /@vitest-environment happy-dom/.test(source) && !unitFilesThatReplaceModules.includes(file))
  .map(({ file }) => file)

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
          exclude: [...unitFilesThatReplaceModules, ...unitFilesInADocument],
          setupFiles: ['tests/setup/restore-page-locale.ts'],
          // A worker's files share its modules: importing them again for each of 170 files was two thirds of the
          // project's time. Each test restores what it replaced (spies, globals, timers) itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: unitFilesInADocument,
          environment: 'happy-dom',
          setupFiles: ['tests/setup/restore-page-locale.ts'],
          // A component test (happy-dom) never goes to the network: an iframe (the company film) stays empty.
          environmentOptions: {
            happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } },
          },
          // As the unit project's: one worker's files share its modules and its document.
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

import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { consoleLocales, consoleMessagePrefix } from './app/i18n/console-locales.ts'
import {
  staticSecurityHeaders as assetSecurityHeaders,
  staticFileHeaders,
  strictTransportSecurity,
} from './app/server/headers/static-headers.ts'
import { serverFunctionId } from './app/server/http/server-function-id.ts'
import { dependencyAliases } from './scripts/dependency-rewrites/aliases.ts'
import { lazyServerFnFetcher } from './scripts/dependency-rewrites/lazy-server-fn-fetcher.ts'
import { paraglideBrowserRuntime } from './scripts/dependency-rewrites/paraglide-browser-runtime.ts'
import { withoutUnusedQueryFeatures } from './scripts/dependency-rewrites/without-unused-query-features.ts'
import { clientMessages } from './scripts/vite/client-messages.ts'
import { writeServerLauncher } from './scripts/vite/server-launcher-build.ts'

// Noise from dependencies that ship 'use client' directives; nothing in this app relies on them.
const ignoredWarnings = new Set(['MODULE_LEVEL_DIRECTIVE'])
const onwarn = (warning: { code?: string }, warn: (warning: never) => void) => {
  if (!ignoredWarnings.has(warning.code ?? '')) warn(warning as never)
}

/** Messages only some pages use (the inquiry form's, the member area's...) load with those pages, not with every one. */
const deferredMessagePrefixes = [
  'contact_',
  'inquiry_',
  'api_error_',
  'auth_',
  'directions_',
  'patent_',
  'thesis_',
  'faq_',
  'sms_',
  'mypage_',
  'phone_',
  'withdraw_',
  'points_',
  'qna_',
  'sample_',
  'company_',
]
/** Messages only one page renders, in a catalogue of its own: the finder's and the search's would otherwise load every deferred one. */
const pageMessagePrefixes = { pharmacy: ['pharmacy_'], search: ['search_'] }
const messageStub = /[\\/]app[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/
/** Messages no page renders before it is interactive (the head's meta descriptions): loaded when idle (decision 11). */
const lateMessagePrefixes = ['meta_']
/** The staff console's messages: loaded by its routes only, never by a public page (decision 32). */
const adminMessagePrefixes = [consoleMessagePrefix]

/** Only `npm run bench` sets these: a separate build that also serves captured responses as static twins. */
const benchStaticDir = process.env.BENCH_STATIC_DIR
const outputDir = process.env.NITRO_OUTPUT_DIR

export default defineConfig({
  server: { port: 3000 },
  build: {
    rolldownOptions: { onwarn },
  },
  environments: {
    client: {
      build: {
        // Route chunks are fetched by the module loader: Vite's preload links cost the main thread at idle (decision 17).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Lazy chunks and their styles are named by their hash alone: the entry lists every one of them (for
            // preloading), and their module names in that list cost each first load over a kilobyte.
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              groups: [
                // What the entry runs before the app, which the app uses too (the wait, and Vite's helper for dynamic
                // imports): a chunk of its own, or it would go in the app chunk and the entry would fetch the app at once
                // (decision 18).
                {
                  name: 'start',
                  test: /vite\/preload-helper|\/app\/shell\/deferred-app-start\.ts$/,
                  priority: 3,
                },
                // The app the entry starts after the first paint, with everything it loads statically, in one chunk: one
                // gzip stream compresses better than a dozen.
                { name: 'app', test: /\/app\/client-app\.tsx$/, priority: 2 },
                // The stubs of deferred messages (one line each) in one chunk: shared by the lazy routes in every
                // combination, they were a chunk apiece, 30 requests of 600 B on the contact page alone.
                {
                  name: 'deferred-message-stubs',
                  test: (id) => deferredMessagePrefixes.some((prefix) => id.match(messageStub)?.[1]?.startsWith(prefix)),
                  priority: 1,
                },
                // The console's stubs, likewise, in a chunk that only the console's routes import.
                {
                  name: 'admin-message-stubs',
                  test: (id) => adminMessagePrefixes.some((prefix) => id.match(messageStub)?.[1]?.startsWith(prefix)),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    tsconfigPaths: true,
    // What rewrites a dependency's code lives in scripts/dependency-rewrites/, each with its gain and when it goes.
    alias: dependencyAliases,
  },
  plugins: [
    tanstackStart({
      srcDirectory: 'app',
      serverFns: { generateFunctionId: serverFunctionId },
      router: { codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] } },
    }),
    // Linaria: the RegExp must tolerate query strings such as `?tsr-split=component`.
    wyw({ include: /\/app\/.*\.tsx?(\?.*)?$/, exclude: /\/app\/paraglide\// }),
    viteReact(),
    // Messages only the inquiry form (and the server) use load with the form, not with every page.
    clientMessages({
      project: 'project.inlang',
      deferred: deferredMessagePrefixes,
      pages: pageMessagePrefixes,
      late: lateMessagePrefixes,
      admin: adminMessagePrefixes,
      adminLocales: consoleLocales,
    }),
    // Rewrites of dependencies' code, each with its measured gain and when it goes (scripts/dependency-rewrites/README.md).
    paraglideBrowserRuntime({ project: 'project.inlang' }),
    lazyServerFnFetcher(),
    withoutUnusedQueryFeatures(),
    nitro({
      // Nitro's server becomes server/worker.mjs, listening so that cluster workers share the port; server/index.mjs is
      // our launcher: one worker per core on a database server, one process on PGlite (decision 53).
      preset: 'node-cluster',
      // The preset's server with kept pages answered on Node's request event (app/server-worker.ts, decision 94).
      entry: fileURLToPath(new URL('./app/server-worker.ts', import.meta.url)),
      hooks: { compiled: writeServerLauncher },
      rollupConfig: { onwarn },
      plugins: [
        './app/server/plugins/validate-env.ts',
        // Before the backend's: the work left for the close (a report of counts) runs while the backend still answers.
        './app/server/plugins/run-close-tasks.ts',
        './app/server/plugins/start-backend.ts',
        './app/server/plugins/page-cache-follows-content.ts',
        './app/server/plugins/memory-report.ts',
        './app/server/plugins/metrics.ts',
        './app/server/plugins/drain-on-launcher-word.ts',
        // Last: its close hook runs after the backend has stopped.
        './app/server/plugins/leave-cluster-on-close.ts',
      ],
      // Scripts, styles and fonts' CSS are served gzip or brotli from files compressed at build time, at no cost per request.
      compressPublicAssets: { gzip: true, brotli: true },
      // PGlite loads its WebAssembly and data files from its package folder at run time, sharp its native libvips,
      // and an uploaded workbook's thread imports ExcelJS from its folder (xlsx-read.server.ts). SimpleWebAuthn's server
      // library imports reflect-metadata for its side effect before the X.509 code that needs it: bundled, that order was
      // lost and every worker failed to start ("tsyringe requires a reflect polyfill"), so it loads from its folder too.
      traceDeps: ['@electric-sql/pglite', 'sharp', 'exceljs', '@simplewebauthn/server'],
      ...(outputDir ? { output: { dir: outputDir } } : {}),
      ...(benchStaticDir ? { publicAssets: [{ dir: benchStaticDir, baseURL: '/__bench', maxAge: 0 }] } : {}),
      routeRules: {
        '/assets/**': {
          headers: { ...staticFileHeaders, 'cache-control': 'public, max-age=31536000, immutable' },
        },
        // Font files are named by their package version, not by content hash: cache for a month.
        '/fonts/**': {
          headers: { ...staticFileHeaders, 'cache-control': 'public, max-age=2592000' },
        },
        // Images keep their names when rebuilt: cache for a week.
        '/images/**': {
          headers: { ...staticFileHeaders, 'cache-control': 'public, max-age=604800' },
        },
        '/favicon.svg': { headers: staticFileHeaders },
        '/documents/**': { headers: { ...assetSecurityHeaders, 'strict-transport-security': strictTransportSecurity } },
        // A sign-in popup comes back here from the provider: any opener policy but unsafe-none cuts it off from the
        // page that opened it (docs/decisions/0012-sign-in-and-sessions.md).
        '/auth/callback/**': { headers: { ...assetSecurityHeaders, 'cross-origin-opener-policy': 'unsafe-none' } },
      },
    }),
  ],
})

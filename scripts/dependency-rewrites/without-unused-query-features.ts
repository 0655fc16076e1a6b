import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const queryCore = /\/@tanstack\/query-core\/build\/modern\/[\w-]+\.js$/

/** React Query modules this site never runs, and the stand-ins its browser build gets instead. */
const stubs: Record<string, string> = {
  './mutation.js': fileURLToPath(new URL('./query-mutation-stub.js', import.meta.url)),
  './mutationCache.js': fileURLToPath(new URL('./query-mutation-cache-stub.js', import.meta.url)),
  './infiniteQueryBehavior.js': fileURLToPath(new URL('./query-infinite-stub.js', import.meta.url)),
  './focusManager.js': fileURLToPath(new URL('./query-focus-manager-stub.js', import.meta.url)),
}

/**
 * The site runs no mutations (its writes are forms that call server functions directly), no infinite queries and no
 * refetch on the window's focus, yet every QueryClient imports React Query's MutationCache (and through it the
 * Mutation class), every Query the infinite-query behaviour and every observer the focus manager: 1.6 kB gzip on every
 * page (README.md here gives each one's share). In the browser build they are replaced by stand-ins that throw if used
 * (the cache answers as an empty one): a `useMutation` or `useInfiniteQuery` added later fails loudly in its first
 * test, and then this plugin goes (docs/decisions/0011-first-load-javascript.md).
 */
export function withoutUnusedQueryFeatures(): Plugin {
  return {
    name: 'cellactis:without-unused-query-features',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (importer && queryCore.test(importer) && source in stubs) return stubs[source]
    },
  }
}

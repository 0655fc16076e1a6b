import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const queryCore = /\/@tanstack\/query-core\/build\/modern\/[\w-]+\.js$/
const stub = fileURLToPath(new URL('./query-mutation-stub.js', import.meta.url))

/**
 * The site runs no mutations (its writes are forms that call server functions directly), yet every QueryClient
 * creates a MutationCache, which imports React Query's Mutation class: ~1.2 kB gzip on every page. In the browser
 * build that class is replaced by a stub that throws if one is ever built: a `useMutation` added later fails
 * loudly in its first test, and then this plugin goes (docs/decisions/0011-first-load-javascript.md).
 */
export function withoutQueryMutations(): Plugin {
  return {
    name: 'cellactis:without-query-mutations',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source === './mutation.js' && importer && queryCore.test(importer)) return stub
    },
  }
}

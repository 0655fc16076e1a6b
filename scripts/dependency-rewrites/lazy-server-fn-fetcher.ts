import type { Plugin } from 'vite'

const rpcModule = /\/@tanstack\/start-client-core\/dist\/esm\/client-rpc\/createClientRpc\.js$/
const staticImport = 'import { serverFnFetcher } from "./serverFnFetcher.js";\n'
const call = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
const lazyCall =
  'return import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));'

/**
 * In the browser build, TanStack Start's server-function fetcher (with seroval, its serializer: ~10 kB gzip) loads on
 * the first server-function call instead of with the page. Start's hydration registers an adapter that can revive
 * server functions, and that adapter imports the fetcher statically, so every page carried it; yet nothing calls a
 * server function before the page is interactive (the server-rendered queries arrive in the cache). Upstream has it
 * open, as an option (TanStack/router#8302) and without one (#8392); README.md here says when this plugin goes.
 */
export function lazyServerFnFetcher(): Plugin {
  return {
    name: 'cellactis:lazy-server-fn-fetcher',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: rpcModule },
      handler(code) {
        if (!code.includes(staticImport) || !code.includes(call)) {
          this.error('createClientRpc.js has changed: update scripts/dependency-rewrites/lazy-server-fn-fetcher.ts or remove it')
        }
        return code.replace(staticImport, '').replace(call, lazyCall)
      },
    },
  }
}

// Stands in for @tanstack/query-core's mutationCache.js in the browser build: see without-unused-query-features.ts.
// Every QueryClient makes one; it holds no mutation, ever. What the client and hydration call on it answers as an
// empty cache would; creating a mutation throws, as the Mutation stand-in does.
export class MutationCache {
  constructor(config = {}) {
    this.config = config
  }

  build() {
    throw new Error('no mutations: without-unused-query-features.ts')
  }

  getAll() {
    return []
  }

  find() {
    return undefined
  }

  findAll() {
    return []
  }

  clear() {}

  subscribe() {
    return () => {}
  }

  resumePausedMutations() {
    return Promise.resolve()
  }
}

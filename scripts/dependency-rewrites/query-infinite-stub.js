// Stands in for @tanstack/query-core's infiniteQueryBehavior.js in the browser build: see without-unused-query-features.ts.
const unsupported = () => {
  throw new Error('no infinite queries: without-unused-query-features.ts')
}

export const infiniteQueryBehavior = unsupported
export const hasNextPage = unsupported
export const hasPreviousPage = unsupported

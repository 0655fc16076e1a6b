// Stands in for @tanstack/query-core's mutation.js in the browser build: see without-unused-query-features.ts.
export class Mutation {
  constructor() {
    throw new Error('no mutations: without-unused-query-features.ts')
  }
}

export function getDefaultState() {
  return {
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: false,
    status: 'idle',
    variables: undefined,
    submittedAt: 0,
  }
}

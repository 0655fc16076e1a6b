import { fuzzEndpointsOfFile } from './fuzz-api-support'

// The API fuzzing's share 3 of 3 (fuzz-api-support.ts): Vitest runs files in parallel, never one file's tests.
fuzzEndpointsOfFile(3)

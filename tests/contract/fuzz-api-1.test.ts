import { describe, expect, it } from 'vitest'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { FUZZ_FILES, fuzzEndpointsOfFile, fuzzedGroupsOfFile } from './fuzz-api-support'

// The API fuzzing's share 1 of 3 (fuzz-api-support.ts): Vitest runs files in parallel, never one file's tests.
fuzzEndpointsOfFile(1)

describe('the API fuzzing', () => {
  it('fuzzes every endpoint group in exactly one of its files', () => {
    const fuzzed = Array.from({ length: FUZZ_FILES }, (_, index) => fuzzedGroupsOfFile(index + 1)).flat()
    expect(fuzzed.sort()).toEqual(Object.keys(endpointGroups).sort())
  })
})

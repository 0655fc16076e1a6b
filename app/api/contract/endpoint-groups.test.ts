import { describe, expect, it } from 'vitest'
import { endpointGroups } from './endpoint-groups'

const groupFiles = import.meta.glob<Record<string, unknown>>('./*-endpoints.ts', { eager: true })
const exportedGroups = Object.entries(groupFiles).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('Endpoints'))
    .map(([name, group]) => ({ name: `${file}: ${name}`, group })),
)

describe('the endpoint groups', () => {
  it('are every group the contract exports, each once', () => {
    const listed = new Set<unknown>(Object.values(endpointGroups))
    expect(exportedGroups.filter(({ group }) => !listed.has(group)).map(({ name }) => name)).toEqual([])
    expect(exportedGroups.length).toBe(Object.keys(endpointGroups).length)
    expect(listed.size).toBe(Object.keys(endpointGroups).length)
  })
})

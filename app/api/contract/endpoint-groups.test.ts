import { describe, expect, it } from 'vitest'
import { endpointGroups } from './endpoint-groups'

const groupFiles = import.meta.glob<Record<string, unknown>>('./**/*-endpoints.ts', { eager: true })
/**
 * A group is an exported object of endpoints named `…Endpoints` (a function that builds endpoints, such as
 * editingEndpoints, is none), or one of a record of groups by type or kind named `…ByType` (posts) or `…ByKind` (the
 * declared content kinds).
 */
const exportedGroups = Object.entries(groupFiles).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (typeof value !== 'object' || value === null) return []
    if (name.endsWith('Endpoints')) return [{ name: `${file}: ${name}`, group: value }]
    if (name.endsWith('ByType') || name.endsWith('ByKind'))
      return Object.entries(value).map(([type, group]) => ({ name: `${file}: ${name}.${type}`, group }))
    return []
  }),
)

describe('the endpoint groups', () => {
  it('are every group the contract exports, each once', () => {
    const listed = new Set<unknown>(Object.values(endpointGroups))
    expect(exportedGroups.filter(({ group }) => !listed.has(group)).map(({ name }) => name)).toEqual([])
    // A group exported twice (by name and in a record by type) is one group.
    expect(new Set(exportedGroups.map(({ group }) => group)).size).toBe(Object.keys(endpointGroups).length)
    expect(listed.size).toBe(Object.keys(endpointGroups).length)
  })
})

import { describe, expect, it } from 'vitest'
import { staffRoles } from '~/api/contract/staff-roles'
import { staffCalls } from '~/features/staff-console/staff-endpoints'
import { consoleFunctions, labelOf } from '../console-functions'

const dispatchers = ['readStaffEndpoint', 'findStaffEndpoint', 'changeStaffEndpoint']
const sorted = (roles: readonly string[]) => [...roles].sort()

describe("the console's server functions and the roles that may call them (issue 23)", () => {
  it('name, for each call a dispatcher makes, an endpoint whose roles are those the console lets call it', () => {
    const calls = consoleFunctions.filter((fn) => dispatchers.includes(fn.name))
    expect(calls.length).toBeGreaterThan(30)
    for (const fn of calls) {
      const endpoint = staffCalls[(fn.data as { endpoint: string }).endpoint as keyof typeof staffCalls]
      expect(endpoint, labelOf(fn)).toBeDefined()
      expect(sorted(endpoint.roles ?? staffRoles), labelOf(fn)).toEqual(sorted(fn.roles))
    }
  })
})

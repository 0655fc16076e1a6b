import { beforeEach, describe, expect, it } from 'vitest'
import { auditExport } from '~/api/contract/audit-endpoints'
import type { Endpoint } from '~/api/contract/endpoint'
import { allEndpoints, endpointGroups } from '~/api/contract/endpoint-groups'
import { adminCallsWithoutSession } from '~/api/contract/staff-endpoints'
import { staffRoles } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { type ContractHarness, type TransportName, transportNames } from './harness'
import { newMember } from './member-support'
import { addTestStaff, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

/**
 * Issue 23: every admin call names the roles that may make it, and refuses every other role with a localized 403
 * (logged) and a member's token with 401, over both transports. It walks the whole contract, so a new admin endpoint
 * is covered the day it is added. A staff token, in turn, never acts as a member.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 10_000 })

const adminEndpoints = allEndpoints.filter((endpoint) => endpoint.path.startsWith('/admin/'))
const publicOnes = new Set<Endpoint>(adminCallsWithoutSession)
const guarded = adminEndpoints.filter((endpoint) => !publicOnes.has(endpoint))
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/** A request to the endpoint with placeholder path parameters and an empty body: the role is checked before either is read. */
async function call(harness: ContractHarness, name: TransportName, endpoint: Endpoint, authorization: string, locale: string) {
  const { transport, baseUrl } = harness.transports[name]
  const path = endpoint.path.replace(/:(\w+)/g, '1')
  const request = new Request(`${baseUrl}${path}`, {
    method: endpoint.method,
    headers: { authorization, 'accept-language': locale, 'content-type': 'application/json' },
    body: endpoint.method === 'GET' ? undefined : '{}',
  })
  const response = await transport(request)
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text) as { error?: { code: string; message: string } } }
}

describe('which admin calls name their roles', () => {
  it('covers the whole admin API: every call under /admin/ names its roles, except signing in and taking up an invitation', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(12)
    // A call for the operator's machine credential alone names no staff role (the export of the site's keys).
    expect(guarded.filter((endpoint) => !endpoint.roles?.length && !endpoint.machine).map(label)).toEqual([])
    for (const endpoint of adminCallsWithoutSession) expect(endpoint.roles, label(endpoint)).toBeUndefined()
    for (const endpoint of guarded) {
      for (const role of endpoint.roles ?? []) expect(staffRoles, label(endpoint)).toContain(role)
    }
  })

  it('gives the staff accounts and the audit log to admins alone', () => {
    for (const name of ['staffList', 'addStaff', 'updateStaff', 'resetSecondFactor', 'invite'] as const) {
      expect(endpointGroups.staff[name].roles).toEqual(['admin'])
    }
    expect(endpointGroups['audit log'].audit.roles).toEqual(['admin'])
    expect(auditExport.roles).toEqual(['admin'])
  })
})

describe.each(transportNames)('role refusals over %s', (name) => {
  const tokens: Partial<Record<(typeof staffRoles)[number], string>> = {}
  let memberToken = ''
  let warnings: ReturnType<typeof roleRefusalLog>

  beforeEach(async () => {
    warnings = roleRefusalLog()
    for (const role of staffRoles) tokens[role] ??= await signInStaff(harness, name, await addTestStaff(harness, role))
    memberToken ||= (await newMember(harness, name, 'role-matrix')).token
  })

  it('refuses every staff role an admin call does not name with a localized 403, logged, in Korean and English', async () => {
    const missed: string[] = []
    let refusals = 0
    for (const endpoint of guarded) {
      for (const role of staffRoles.filter((role) => !endpoint.roles?.includes(role))) {
        for (const locale of ['ko-KR', 'en-US']) {
          const answer = await call(harness, name, endpoint, `Bearer ${tokens[role]}`, locale)
          refusals += 1
          const expected = { code: 'FORBIDDEN', message: m.api_error_forbidden({}, { locale: locale as 'ko-KR' }) }
          if (
            answer.status !== 403 ||
            answer.json.error?.code !== expected.code ||
            answer.json.error.message !== expected.message
          ) {
            missed.push(`${label(endpoint)} as ${role} (${locale}): ${answer.status} ${answer.text.slice(0, 200)}`)
          }
        }
      }
    }
    expect(missed).toEqual([])
    expect(refusals).toBeGreaterThanOrEqual(20)
    expect(warnings).toHaveBeenCalledTimes(refusals)
    for (const [line] of warnings.mock.calls) expect(String(line)).toMatch(/^admin: a staff call was refused for its role /)
  })

  it("answers 401 to a member's token on every admin call, bare or as a Bearer token", async () => {
    const missed: string[] = []
    for (const endpoint of guarded) {
      for (const authorization of [memberToken, `Bearer ${memberToken}`]) {
        const answer = await call(harness, name, endpoint, authorization, 'en-US')
        if (answer.status !== 401 || answer.json.error?.code !== 'UNAUTHORIZED') {
          missed.push(`${label(endpoint)} (${authorization.slice(0, 6)}): ${answer.status} ${answer.text.slice(0, 200)}`)
        }
      }
    }
    expect(missed).toEqual([])
    expect(warnings).not.toHaveBeenCalled()
  })

  it('never lets a staff token act as a member', async () => {
    const memberCalls = [...Object.values(endpointGroups['sign-in']), ...Object.values(endpointGroups['member area'])].filter(
      // The reads: a write checks its body first, so a 401 there would say nothing about the token.
      (endpoint) => endpoint.path.startsWith('/me') && endpoint.method === 'GET',
    )
    expect(memberCalls.length).toBeGreaterThanOrEqual(4)
    const missed: string[] = []
    for (const endpoint of memberCalls) {
      for (const authorization of [tokens.admin ?? '', `Bearer ${tokens.admin}`]) {
        const answer = await call(harness, name, endpoint, authorization, 'en-US')
        if (answer.status !== 401) missed.push(`${label(endpoint)}: ${answer.status} ${answer.text.slice(0, 200)}`)
      }
    }
    expect(missed).toEqual([])
  })
})

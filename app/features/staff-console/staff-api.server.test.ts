import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, UnauthorizedError } from '~/api/api-errors'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'

const calls = vi.hoisted(() => ({
  api: [] as unknown[][],
  warnings: [] as unknown[][],
  staff: null as StaffMember | null,
  token: 'tok' as string | undefined,
}))

vi.mock('~/api/api-client.server', () => ({
  api: async (...args: unknown[]) => {
    calls.api.push(args)
    return { ok: true }
  },
}))
vi.mock('./current-staff.server', () => ({ resolveCurrentStaff: async () => ({ staff: calls.staff, unavailable: false }) }))
vi.mock('./staff-cookies.server', () => ({ readStaffToken: () => calls.token }))
vi.mock('../sign-in/request-client-ip.server', () => ({ requestClientIp: () => '203.0.113.7' }))
vi.mock('~/server/logging/log.server', () => ({
  log: { warn: (...args: unknown[]) => calls.warnings.push(args), info: () => {}, error: () => {} },
}))

const { staffApi } = await import('./staff-api.server')
const { roleMayCall } = await import('./staff-access')

const staffOf = (role: StaffRole): StaffMember => ({
  id: '0b0e6a43-2c5e-4b55-9a0b-3f3f1f6f7e11',
  email: 'kim@example.com',
  name: 'Kim',
  role,
  status: 'active',
  createdAt: '2026-11-24T00:00:00.000Z',
  lastSignInAt: null,
  version: 1,
})

beforeEach(() => {
  calls.api.length = 0
  calls.warnings.length = 0
  calls.token = 'tok'
})

describe('staffApi', () => {
  it("calls the API with the staff member's token as Bearer and the visitor's address when the role may", async () => {
    calls.staff = staffOf('admin')
    await staffApi(staffEndpoints.staffList, {})
    expect(calls.api).toEqual([[staffEndpoints.staffList, {}, { token: 'tok', tokenScheme: 'Bearer', clientIp: '203.0.113.7' }]])
  })

  it('refuses a role the endpoint does not name with 403 before calling, and logs who and what', async () => {
    calls.staff = staffOf('support')
    const refusal = await staffApi(staffEndpoints.audit, { query: { page: 1 } }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiRequestError)
    expect(refusal).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(calls.api).toEqual([])
    expect(calls.warnings).toHaveLength(1)
    expect(JSON.stringify(calls.warnings[0])).toContain('GET /admin/audit')
    expect(JSON.stringify(calls.warnings[0])).toContain('support')
  })

  it('lets an editor no operations call, and support the dashboard', async () => {
    calls.staff = staffOf('editor')
    await expect(staffApi(adminDashboardEndpoints.dashboard, {})).rejects.toMatchObject({ status: 403 })
    calls.staff = staffOf('support')
    await staffApi(adminDashboardEndpoints.dashboard, {})
    expect(calls.api).toHaveLength(1)
  })

  it('is a 401 without a staff session (a member session is no staff session)', async () => {
    calls.token = undefined
    await expect(staffApi(staffEndpoints.me, {})).rejects.toBeInstanceOf(UnauthorizedError)
    calls.token = 'tok'
    calls.staff = null
    await expect(staffApi(staffEndpoints.me, {})).rejects.toBeInstanceOf(UnauthorizedError)
    expect(calls.api).toEqual([])
  })
})

describe('roleMayCall', () => {
  it('lets any role make a call that names none (sign-in), and only the named roles otherwise', () => {
    expect(roleMayCall(undefined, 'editor')).toBe(true)
    expect(roleMayCall(['admin'], 'admin')).toBe(true)
    expect(roleMayCall(['admin', 'support'], 'editor')).toBe(false)
  })
})

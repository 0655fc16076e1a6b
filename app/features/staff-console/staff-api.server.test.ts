import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, UnauthorizedError } from '~/api/api-errors'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { adminInquiryExport } from '~/api/contract/admin-endpoints'
import { auditEndpoints } from '~/api/contract/audit-endpoints'
import type { Endpoint } from '~/api/contract/endpoint'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'

/**
 * The API as the site sees it: every call is counted; like the built-in backend, a call with a token it does not know
 * is a 401, and a staff call whose roles do not name the caller's a 403, before anything else.
 */
const backend = vi.hoisted(() => ({
  calls: [] as Array<{ path: string; options: unknown }>,
  warnings: [] as unknown[][],
  staff: null as StaffMember | null,
  token: 'tok' as string | undefined,
  cookieCleared: false,
}))

function answer(endpoint: Endpoint, options: { token?: string }) {
  const staff = backend.staff
  if (!staff || options.token !== backend.token) throw new UnauthorizedError('Sign in again.')
  if (endpoint.roles && !endpoint.roles.includes(staff.role))
    throw new ApiRequestError(403, 'FORBIDDEN', 'You are not allowed to do this.')
  return endpoint === staffEndpoints.me ? staff : { ok: true }
}

vi.mock('~/api/api-client.server', () => ({
  api: async (endpoint: Endpoint, _input: unknown, options: { token?: string }) => {
    backend.calls.push({ path: `${endpoint.method} ${endpoint.path}`, options })
    return answer(endpoint, options)
  },
  apiFile: async (endpoint: Endpoint, _input: unknown, options: { token?: string }) => {
    backend.calls.push({ path: `${endpoint.method} ${endpoint.path}`, options })
    try {
      answer(endpoint, options)
      return new Response('a,b\n')
    } catch (error) {
      const { status, code, message } = error as ApiRequestError
      return Response.json({ error: { status, code, message } }, { status })
    }
  },
}))
vi.mock('./staff-cookies.server', () => ({
  readStaffToken: () => backend.token,
  clearStaffCookie: () => {
    backend.cookieCleared = true
  },
}))
vi.mock('../sign-in/request-client-ip.server', () => ({ requestClientIp: () => '203.0.113.7' }))
vi.mock('~/server/logging/log.server', () => ({
  log: { warn: (...args: unknown[]) => backend.warnings.push(args), info: () => {}, error: () => {} },
}))

const { staffApi, staffFile } = await import('./staff-api.server')
const { checkedCallOf, isChange, isRead } = await import('~/features/contract-calls/contract-call')
const { staffCalls } = await import('./staff-endpoints')
const { actionOutcome } = await import('~/api/action-outcome')
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
  backend.calls.length = 0
  backend.warnings.length = 0
  backend.token = 'tok'
  backend.cookieCleared = false
})

describe('staffApi', () => {
  it("makes one call to the API, with the staff member's token as Bearer and the visitor's address", async () => {
    backend.staff = staffOf('admin')
    await staffApi(staffEndpoints.staffList, {})
    expect(backend.calls).toEqual([
      { path: 'GET /admin/staff', options: { token: 'tok', tokenScheme: 'Bearer', clientIp: '203.0.113.7' } },
    ])
  })

  it("says a role the endpoint does not name is refused (403) in the console's words, and logs who and what", async () => {
    backend.staff = staffOf('support')
    const refusal = await staffApi(auditEndpoints.audit, { query: { page: 1 } }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiRequestError)
    expect(refusal).toMatchObject({ status: 403, code: 'FORBIDDEN', message: m.admin_error_forbidden() })
    expect(backend.warnings).toHaveLength(1)
    expect(JSON.stringify(backend.warnings[0])).toContain('GET /admin/audit')
    expect(JSON.stringify(backend.warnings[0])).toContain('support')
    expect(JSON.stringify(backend.warnings[0])).toContain(backend.staff.id)
  })

  it('lets an editor no operations call, and support the dashboard', async () => {
    backend.staff = staffOf('editor')
    await expect(staffApi(adminDashboardEndpoints.dashboard, {})).rejects.toMatchObject({ status: 403 })
    backend.staff = staffOf('support')
    await expect(staffApi(adminDashboardEndpoints.dashboard, {})).resolves.toEqual({ ok: true })
  })

  it('is a 401 without a staff session, and a refused token clears the cookie (a member session is no staff session)', async () => {
    backend.token = undefined
    await expect(staffApi(staffEndpoints.staffList, {})).rejects.toBeInstanceOf(UnauthorizedError)
    expect(backend.calls).toEqual([])
    backend.token = 'tok'
    backend.staff = null
    const ended = await staffApi(staffEndpoints.staffList, {}).catch((error: unknown) => error)
    expect(ended).toBeInstanceOf(UnauthorizedError)
    expect(ended).toMatchObject({ message: m.admin_session_ended() })
    expect(backend.cookieCleared).toBe(true)
  })
})

describe("the console's dispatchers (decision 119): the call checked by its table, then made by staffApi", () => {
  const checkedRead = checkedCallOf(staffCalls, isRead)
  const checkedChange = checkedCallOf(staffCalls, isChange)
  /** A read as readStaffEndpoint makes it, and a change as changeStaffEndpoint does. */
  const read = async (call: unknown) => {
    const { endpoint, input } = checkedRead(call as never)
    return staffApi(endpoint, input)
  }
  const change = async (call: unknown) => {
    const { endpoint, input } = checkedChange(call as never)
    return actionOutcome(() => staffApi(endpoint, input))
  }

  it('makes the named call once, with the checked input and the staff member’s token', async () => {
    backend.staff = staffOf('admin')
    await expect(read({ endpoint: 'staffList', input: {} })).resolves.toEqual({ ok: true })
    expect(backend.calls).toEqual([
      { path: 'GET /admin/staff', options: { token: 'tok', tokenScheme: 'Bearer', clientIp: '203.0.113.7' } },
    ])
  })

  it('refuses, before any call, a name outside the console’s table: a sign-in, a member’s call, an inherited name', async () => {
    backend.staff = staffOf('admin')
    for (const endpoint of ['login', 'me', 'points', 'proveAgain', 'exportSecrets', 'constructor', 'noSuchCall']) {
      await expect(read({ endpoint, input: {} }), endpoint).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    }
    await expect(change({ endpoint: 'staffList', input: {} })).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    expect(backend.calls).toEqual([])
  })

  it('refuses a staff call to no session and to a member’s, and a role the endpoint does not name as an outcome', async () => {
    backend.token = undefined
    await expect(read({ endpoint: 'staffList', input: {} })).rejects.toBeInstanceOf(UnauthorizedError)
    expect(backend.calls).toEqual([])
    // A member's token in the console's cookie: the API knows no staff member by it.
    backend.token = 'a-member-session-token'
    backend.staff = null
    await expect(read({ endpoint: 'staffList', input: {} })).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    expect(backend.cookieCleared).toBe(true)
    backend.token = 'tok'
    backend.staff = staffOf('support')
    const someone = '0b0e6a43-2c5e-4b55-9a0b-3f3f1f6f7e12'
    const refused = await change({
      endpoint: 'updateStaff',
      input: { params: { id: someone }, body: { status: 'disabled', version: 1 } },
    })
    expect(refused).toMatchObject({ ok: false, status: 403, code: 'FORBIDDEN', message: m.admin_error_forbidden() })
  })
})

describe('staffFile', () => {
  it('makes one call for a file, and refuses a role or a session as staffApi does', async () => {
    backend.staff = staffOf('support')
    const file = await staffFile(adminInquiryExport, { query: {} })
    expect(await file.text()).toBe('a,b\n')
    expect(backend.calls).toHaveLength(1)
    backend.staff = staffOf('editor')
    await expect(staffFile(adminInquiryExport, { query: {} })).rejects.toMatchObject({
      status: 403,
      message: m.admin_error_forbidden(),
    })
    backend.staff = null
    await expect(staffFile(adminInquiryExport, { query: {} })).rejects.toBeInstanceOf(UnauthorizedError)
  })
})

describe('roleMayCall', () => {
  it('lets any role make a call that names none (sign-in), and only the named roles otherwise', () => {
    expect(roleMayCall(undefined, 'editor')).toBe(true)
    expect(roleMayCall(['admin'], 'admin')).toBe(true)
    expect(roleMayCall(['admin', 'support'], 'editor')).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { adminAttachmentDownload, adminEndpoints } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { auditEndpoints } from '~/api/contract/audit-endpoints'
import type { Endpoint } from '~/api/contract/endpoint'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { newsEditingEndpoints } from '~/api/contract/post-editing-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { type CallOptions, send } from './auth-support'
import { setUpContractHarness, transportNames } from './harness'
import { ADMIN_TOKEN, noFiles } from './member-support'
import { auditMark, auditSince } from './ops-support'
import { asAdminStaff, roleRefusalLog } from './staff-support'

/**
 * Issue 37 §4: ADMIN_TOKEN is taken from the server's own machine only, unless ADMIN_TOKEN_FROM=anywhere, and every
 * call made with it is in the audit log under its own name (machine.call).
 */
const onlyHere = setUpContractHarness(() => ({ admin: { token: ADMIN_TOKEN, storage: noFiles, trustProxy: true } }))
const anywhere = setUpContractHarness(() => ({
  admin: { token: ADMIN_TOKEN, storage: noFiles, trustProxy: true, machineReach: 'anywhere' },
}))
const asMachine = { token: `Bearer ${ADMIN_TOKEN}` }

/** The machine credential's refusals are logged as warnings: collected here instead of failing the test. */
function machineRefusalLog() {
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ')
    if (!line.includes('the machine credential (ADMIN_TOKEN) came from another machine')) {
      throw new Error(`Unexpected console.warn: ${line}`)
    }
  })
}

describe.each(transportNames)('the machine credential over %s', (name) => {
  it('works from this machine, and each call is audited as machine.call with its path but not its query', async () => {
    const mark = await auditMark(onlyHere.database.db)
    const fromLoopback = { ...asMachine, clientIp: '127.0.0.1' }
    const list = await send(onlyHere, name, adminEndpoints.inquiryList, { query: { q: '홍길동' } }, fromLoopback)
    expect(list.status).toBe(200)
    const audited = await auditSince(onlyHere.database.db, mark, 'machine.call')
    expect(audited).toMatchObject([
      { actorKind: 'machine', clientIp: '127.0.0.1', detail: { method: 'GET', path: '/api/v1/admin/inquiries', status: 200 } },
    ])
    expect(JSON.stringify(audited)).not.toContain('홍길동')
    // The process itself names no address: the operator's tools in it (the site's calls for a visitor: below).
    expect((await send(onlyHere, name, staffEndpoints.staffList, {}, asMachine)).status).toBe(200)
  })

  it('reaches only the calls marked for machines: the staff’s own work is refused (403, logged and audited)', async () => {
    const warnings = roleRefusalLog()
    const mark = await auditMark(onlyHere.database.db)
    const refused = [
      await send(onlyHere, name, auditEndpoints.audit, {}, asMachine),
      await send(
        onlyHere,
        name,
        staffEndpoints.invite,
        { body: { email: 'x@example.com', name: 'X', role: 'admin' } },
        asMachine,
      ),
      await send(onlyHere, name, adminMemberEndpoints.memberSearch, { query: { q: 'someone@example.com' } }, asMachine),
      await send(onlyHere, name, newsEditingEndpoints.list, {}, asMachine),
    ]
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403])
    expect(warnings).toHaveBeenCalledTimes(4)
    warnings.mockRestore()
    const audited = await auditSince(onlyHere.database.db, mark, 'machine.call')
    expect(audited.map((entry) => (entry.detail as { status: number }).status)).toEqual([403, 403, 403, 403])
  })

  it('opens nothing from another machine (401, logged), and nothing is done in its name', async () => {
    const warnings = machineRefusalLog()
    const mark = await auditMark(onlyHere.database.db)
    const fromElsewhere = { ...asMachine, clientIp: '203.0.113.50' }
    expect((await send(onlyHere, name, staffEndpoints.staffList, {}, fromElsewhere)).status).toBe(401)
    const body = { email: 'never-added@example.com', role: 'admin' as const, password: 'a-long-enough-password' }
    expect((await send(onlyHere, name, staffEndpoints.addStaff, { body }, fromElsewhere)).status).toBe(401)
    expect(warnings).toHaveBeenCalledTimes(2)
    expect(String(warnings.mock.calls[0]?.[0])).toContain('clientIp="203.0.113.50"')
    expect(String(warnings.mock.calls[0]?.[0])).not.toContain(ADMIN_TOKEN)
    warnings.mockRestore()
    expect(await auditSince(onlyHere.database.db, mark)).toEqual([])
  })

  it('works from another machine where ADMIN_TOKEN_FROM=anywhere, still audited', async () => {
    const mark = await auditMark(anywhere.database.db)
    const fromElsewhere = { ...asMachine, clientIp: '203.0.113.51' }
    expect((await send(anywhere, name, staffEndpoints.staffList, {}, fromElsewhere)).status).toBe(200)
    expect(await auditSince(anywhere.database.db, mark, 'machine.call')).toMatchObject([
      { clientIp: '203.0.113.51', detail: { method: 'GET', path: '/api/v1/admin/staff', status: 200 } },
    ])
  })
})

describe('a call the site makes for a visitor (the console, with the token of its cookie)', () => {
  it('takes the token for a staff session only: the machine credential there opens nothing (401, logged), from this machine too', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mark = await auditMark(onlyHere.database.db)
    const forVisitor = (options: CallOptions) => ({ ...options, forVisitor: true as const })
    for (const clientIp of ['127.0.0.1', undefined]) {
      const list = await send(onlyHere, 'in-process', adminEndpoints.inquiryList, {}, forVisitor({ ...asMachine, clientIp }))
      expect([list.status, list.json.error?.code], String(clientIp)).toEqual([401, 'UNAUTHORIZED'])
      const me = await send(onlyHere, 'in-process', staffEndpoints.me, {}, forVisitor({ ...asMachine, clientIp }))
      expect(me.status, String(clientIp)).toBe(401)
    }
    expect(await auditSince(onlyHere.database.db, mark, 'machine.call')).toEqual([])
    expect(warnings.mock.calls.map(([line]) => String(line))).toEqual(
      Array(4).fill(expect.stringContaining("the machine credential (ADMIN_TOKEN) came in a visitor's cookie and was refused")),
    )
    expect(JSON.stringify(warnings.mock.calls)).not.toContain(ADMIN_TOKEN)
    warnings.mockRestore()
    // A staff member's session goes through as before.
    const asAdmin = forVisitor({ ...(await asAdminStaff(onlyHere)), clientIp: '127.0.0.1' })
    expect((await send(onlyHere, 'in-process', adminEndpoints.inquiryList, {}, asAdmin)).status).toBe(200)
  })
})

describe('the calls the machine credential may make', () => {
  it('are the operator’s tools’ and no others: the staff, inquiries’ and backups’ command lines, the SMS outbox', () => {
    const marked = Object.values(endpointGroups)
      .flatMap((group) => Object.values(group as Record<string, Endpoint>))
      .filter((endpoint) => endpoint.machine)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect([...marked, `${adminAttachmentDownload.method} ${adminAttachmentDownload.path}`].sort()).toEqual(
      [
        'GET /admin/staff',
        'POST /admin/staff',
        'PATCH /admin/staff/:id',
        'POST /admin/staff/:id/second-factor/reset',
        'GET /admin/inquiries',
        'GET /admin/inquiries/:receiptNumber',
        'POST /admin/inquiries/:receiptNumber/processed',
        'GET /admin/inquiries/:receiptNumber/attachments/:id',
        'GET /admin/sms',
        'GET /admin/backups',
        'POST /admin/backups',
        'POST /admin/backups/secrets',
      ].sort(),
    )
    expect(adminAttachmentDownload.machine).toBe(true)
  })
})

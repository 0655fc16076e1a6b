import { describe, expect, it, vi } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { send } from './auth-support'
import { setUpContractHarness, transportNames } from './harness'
import { ADMIN_TOKEN, noFiles } from './member-support'
import { auditMark, auditSince } from './ops-support'

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
    const audit = await send(onlyHere, name, staffEndpoints.audit, { query: { action: 'staff.sign-in' } }, fromLoopback)
    expect(audit.status).toBe(200)
    expect(await auditSince(onlyHere.database.db, mark, 'machine.call')).toMatchObject([
      { actorKind: 'machine', clientIp: '127.0.0.1', detail: { method: 'GET', path: '/api/v1/admin/audit', status: 200 } },
    ])
    // The process itself names no address: the operator's tools in it, or the site's own calls.
    expect((await send(onlyHere, name, staffEndpoints.staffList, {}, asMachine)).status).toBe(200)
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

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffPasskeyEndpoints as api } from '~/api/contract/staff-passkey-endpoints'
import { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { staffAccounts } from '~/backend/db/staff-schema'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import { send } from './auth-support'
import { transportNames } from './harness'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { TestAuthenticator } from './passkey-authenticator'
import { freshAddresses } from './second-factor-support'
import { addTestStaff, asStaff, expectOk, signInStaff, type TestStaff } from './staff-support'

/**
 * Staff passkeys (decision 88): added and removed from a recent proof, audited, and given instead of the code at sign-in
 * and in a proof. A passkey is only its own account's second factor, never the password.
 */
const harness = setUpOpsHarness()
/** The ops harness's public address (setUpOpsHarness). */
const SITE_URL = 'https://www.example.test'
const db = () => harness.database.db
const freshIp = freshAddresses()

async function signedInWithPasskey(label: string) {
  const staff = await addTestStaff(harness, 'editor', label)
  const token = await signInStaff(harness, 'http', staff)
  const { options } = await expectOk(harness, 'http', api.myPasskeyOptions, { body: {} }, asStaff(token))
  expect(options).toMatchObject({ rp: { id: 'www.example.test' }, user: { name: staff.email } })
  const authenticator = new TestAuthenticator(SITE_URL)
  const passkey = await expectOk(
    harness,
    'http',
    api.registerMyPasskey,
    { body: { name: 'Office key', response: authenticator.register(options) } },
    asStaff(token),
  )
  return { staff, token, authenticator, passkey }
}

async function challenge(clientIp: string) {
  return (await expectOk(harness, 'http', api.passkeyChallenge, { body: {} }, { clientIp })).options
}

const logIn = async (
  staff: TestStaff,
  passkey: ReturnType<TestAuthenticator['authenticate']>,
  clientIp: string,
  password?: string,
) =>
  send(
    harness,
    'http',
    staffEndpoints.login,
    { body: { email: staff.email, password: password ?? staff.password, passkey } },
    { clientIp },
  )

describe('staff passkeys', () => {
  it('are added, listed and removed from a recent proof, each audited', async () => {
    const mark = await auditMark(db())
    const { staff, token, passkey } = await signedInWithPasskey('passkey-own')
    expect(passkey).toMatchObject({ name: 'Office key', lastUsedAt: null })
    expect((await expectOk(harness, 'http', api.myPasskeys, {}, asStaff(token))).items).toEqual([passkey])
    await expectOk(harness, 'http', api.removeMyPasskey, { params: { id: passkey.id } }, asStaff(token))
    expect((await expectOk(harness, 'http', api.myPasskeys, {}, asStaff(token))).items).toEqual([])
    const entries = (await auditSince(db(), mark)).filter((entry) => entry.action.startsWith('staff.passkey'))
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.targetId, entry.detail])).toEqual([
      ['staff.passkey-added', staff.id, staff.id, { name: 'Office key' }],
      ['staff.passkey-removed', staff.id, staff.id, { name: 'Office key' }],
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    const stale = await send(harness, 'http', api.myPasskeyOptions, { body: {} }, asStaff(token))
    expect([stale.status, stale.json.error?.code]).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
  })

  it('start at most 20 registrations an hour, as members do, however many are asked for at once', async () => {
    const staff = await addTestStaff(harness, 'editor', 'passkey-registration-limit')
    const token = await signInStaff(harness, 'http', staff)
    const asked = await Promise.all(
      Array.from({ length: 25 }, () => send(harness, 'http', api.myPasskeyOptions, { body: {} }, asStaff(token))),
    )
    expect(asked.filter((answer) => answer.status === 200)).toHaveLength(20)
    const refused = asked.filter((answer) => answer.status !== 200)
    expect(refused.map((answer) => [answer.status, answer.json.error?.code])).toEqual(Array(5).fill([429, 'RATE_LIMITED']))
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('sign in with the password and the passkey instead of a code, audited as a passkey sign-in', async () => {
    const { staff, authenticator } = await signedInWithPasskey('passkey-sign-in')
    const mark = await auditMark(db())
    const clientIp = freshIp()
    const answer = await logIn(staff, authenticator.authenticate(await challenge(clientIp)), clientIp)
    expect(answer.status).toBe(200)
    const me = await send(harness, 'http', staffEndpoints.me, {}, asStaff(answer.json.data?.accessToken ?? ''))
    expect(me.json.data?.email).toBe(staff.email)
    const [entry] = await auditSince(db(), mark, 'staff.passkey-sign-in')
    expect(entry).toMatchObject({ actorId: staff.id, targetId: staff.id, detail: { name: 'Office key' }, clientIp })
  })

  it('refuse, as any wrong part, a wrong password, another account’s passkey, a spent challenge or a disabled account', async () => {
    const { staff, authenticator } = await signedInWithPasskey('passkey-refused')
    const other = await signedInWithPasskey('passkey-refused-other')
    const clientIp = freshIp()
    const mark = await auditMark(db())
    const refused = async (answer: Awaited<ReturnType<typeof logIn>>) => [answer.status, answer.json.error?.code]

    expect(
      await refused(await logIn(staff, authenticator.authenticate(await challenge(clientIp)), clientIp, 'not-the-password')),
    ).toEqual([401, 'INVALID_CREDENTIALS'])
    expect(await refused(await logIn(staff, other.authenticator.authenticate(await challenge(clientIp)), clientIp))).toEqual([
      401,
      'INVALID_CREDENTIALS',
    ])
    const response = authenticator.authenticate(await challenge(clientIp))
    expect((await logIn(staff, response, clientIp)).status).toBe(200)
    expect(await refused(await logIn(staff, response, clientIp))).toEqual([401, 'INVALID_CREDENTIALS'])
    // Neither a code nor a passkey, or both: the body is refused.
    const neither = await send(
      harness,
      'http',
      staffEndpoints.login,
      { body: { email: staff.email, password: staff.password } },
      { clientIp },
    )
    expect(neither.status).toBe(400)

    await db().update(staffAccounts).set({ status: 'disabled' }).where(eq(staffAccounts.id, staff.id))
    expect(await refused(await logIn(staff, authenticator.authenticate(await challenge(clientIp)), clientIp))).toEqual([
      401,
      'INVALID_CREDENTIALS',
    ])
    const failures = await auditSince(db(), mark, 'staff.sign-in-failed')
    expect(failures.map((entry) => (entry.detail as { reason: string }).reason)).toEqual([
      'password',
      'passkey',
      'passkey',
      'disabled',
    ])
  })

  it('sign in once with a counter however many sign-ins present it at once (a cloned authenticator)', async () => {
    const { staff, authenticator } = await signedInWithPasskey('passkey-cloned')
    // As many as the account's failed sign-ins a minute, so that its limit refuses none before the passkey is checked.
    const attempts = []
    for (const clone of Array.from({ length: 5 }, () => authenticator.clone())) {
      const clientIp = freshIp()
      attempts.push({ clientIp, passkey: clone.authenticate(await challenge(clientIp)) })
    }
    const answers = await Promise.all(attempts.map(({ passkey, clientIp }) => logIn(staff, passkey, clientIp)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401])
  })

  it('prove it is them again with the password and a passkey', async () => {
    const { staff, token, authenticator } = await signedInWithPasskey('passkey-proof')
    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    const mark = await auditMark(db())
    const clientIp = freshIp()
    const proof = await send(
      harness,
      'http',
      staffSessionEndpoints.proveAgain,
      { body: { password: staff.password, passkey: authenticator.authenticate(await challenge(clientIp)) } },
      { ...asStaff(token), clientIp },
    )
    expect(proof.status).toBe(200)
    const fresh = proof.json.data?.accessToken ?? ''
    expect((await send(harness, 'http', api.myPasskeyOptions, { body: {} }, asStaff(fresh))).status).toBe(200)
    const [entry] = await auditSince(db(), mark, 'staff.reauthenticated')
    expect(entry?.detail).toEqual({ secondFactor: 'passkey' })
  })
})

describe.each(transportNames)('renaming a staff passkey (%s)', (name) => {
  it('renames the caller’s own passkey from a recent proof, audited with both names; another’s or an unknown one is not found', async () => {
    const { staff, token, passkey } = await signedInWithPasskey(`passkey-rename-${name}`)
    const rename = (newName: string, options = asStaff(token), id = passkey.id) =>
      send(harness, name, api.renameMyPasskey, { params: { id }, body: { name: newName } }, options)
    const refusal = async (answer: ReturnType<typeof rename>) => {
      const { status, json } = await answer
      return [status, json.error?.code]
    }

    const mark = await auditMark(db())
    expect((await rename('  Desk key ')).json.data).toEqual({ ...passkey, name: 'Desk key' })
    expect(await refusal(rename('x'.repeat(51)))).toEqual([400, 'BAD_REQUEST'])
    expect(await refusal(rename(' '))).toEqual([400, 'BAD_REQUEST'])
    expect(await refusal(rename('Mine now', { locale: 'ko-KR' }))).toEqual([401, 'UNAUTHORIZED'])
    const other = await signedInWithPasskey(`passkey-rename-other-${name}`)
    const foreign = await rename('Mine now', asStaff(other.token))
    const unknown = await rename('Mine now', asStaff(other.token), crypto.randomUUID())
    expect([foreign.status, foreign.json.error?.code]).toEqual([404, 'NOT_FOUND'])
    expect(foreign.json).toEqual(unknown.json)

    expect((await expectOk(harness, name, api.myPasskeys, {}, asStaff(token))).items.map((item) => item.name)).toEqual([
      'Desk key',
    ])
    const entries = (await auditSince(db(), mark)).filter((entry) => entry.action === 'staff.passkey-renamed')
    expect(entries.map((entry) => [entry.actorId, entry.targetId, entry.before, entry.after])).toEqual([
      [staff.id, staff.id, { name: 'Office key' }, { name: 'Desk key' }],
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    expect(await refusal(rename('Too late'))).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
  })
})

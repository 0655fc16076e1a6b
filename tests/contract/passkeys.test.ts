import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberSecurityEvents, passkeys } from '~/backend/db/passkey-schema'
import { type AuthHarness, nextMinute, PASSWORD, send } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { newMember, type TestMember } from './member-support'
import { TestAuthenticator } from './passkey-authenticator'
import { FAILURE_LIMIT, freshAddresses, setUpSecondFactorHarness } from './second-factor-support'

/**
 * Members' passkeys (decision 88): registered from a recent session, listed, removed, and signing in from /login with
 * no code step. Each answer is a real authenticator's (an ES256 key, tests/contract/passkey-authenticator.ts), so the
 * backend checks signatures, challenges, origins and counters as it would a browser's.
 */
const harness: AuthHarness = setUpSecondFactorHarness()
const freshIp = freshAddresses()

async function registrationOptions(name: TransportName, member: TestMember) {
  const answer = await send(harness, name, passkeyEndpoints.registrationOptions, {}, { token: member.token })
  if (!answer.json.data) throw new Error(`no options: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json.data.options
}

/** Registers a new authenticator's passkey for the member under `label`. */
async function withPasskey(name: TransportName, member: TestMember, label = 'My phone', authenticator = new TestAuthenticator()) {
  const options = await registrationOptions(name, member)
  const answer = await send(
    harness,
    name,
    passkeyEndpoints.registerPasskey,
    { body: { name: label, response: authenticator.register(options) } },
    { token: member.token },
  )
  expect(answer.status).toBe(200)
  return { authenticator, passkey: answer.json.data }
}

async function signInOptions(name: TransportName, clientIp: string) {
  const answer = await send(harness, name, passkeyEndpoints.signInOptions, {}, { clientIp })
  if (!answer.json.data) throw new Error(`no options: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json.data.options
}

async function signInWith(name: TransportName, response: ReturnType<TestAuthenticator['authenticate']>, clientIp: string) {
  return send(harness, name, passkeyEndpoints.signIn, { body: { response } }, { clientIp })
}

const refusalOf = (answer: { status: number; json: { error?: { code: string } } }) => [answer.status, answer.json.error?.code]

describe.each(transportNames)('members’ passkeys (%s)', (name) => {
  it('registers a discoverable passkey with user verification, lists it, signs in with it without a code, and keeps the history', async () => {
    const member = await newMember(harness, name, 'passkey-member')
    const options = await registrationOptions(name, member)
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Cellactis' },
      user: { name: member.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    })
    const { authenticator, passkey } = await withPasskey(name, member, '  Work laptop ')
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: harness.clock.now.toISOString(),
      lastUsedAt: null,
    })
    // A second registration leaves the first one out.
    expect((await registrationOptions(name, member)).excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
    const clientIp = freshIp()
    const signInOptionsAnswer = await signInOptions(name, clientIp)
    expect(signInOptionsAnswer).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
    expect(signInOptionsAnswer.allowCredentials ?? []).toEqual([])
    const signedIn = await signInWith(name, authenticator.authenticate(signInOptionsAnswer), clientIp)
    expect(signedIn.status).toBe(200)
    expect(signedIn.json.data).toEqual({
      accessToken: expect.any(String),
      expiresAt: expect.any(String),
      deviceToken: expect.any(String),
    })
    const me = await send(harness, name, signInEndpoints.me, {}, { token: signedIn.json.data?.accessToken })
    expect(me.json.data?.email).toBe(member.email)

    const listed = await send(harness, name, passkeyEndpoints.passkeys, {}, { token: member.token })
    expect(listed.json.data?.items).toEqual([{ ...passkey, lastUsedAt: harness.clock.now.toISOString() }])
    // The member's session named no browser (signed up without a User-Agent).
    const unnamed = { browser: null, device: null }
    expect(listed.json.data?.history).toEqual([
      { kind: 'passkey-added', subject: 'Work laptop', at: passkey?.createdAt, ...unnamed },
    ])

    const removed = await send(
      harness,
      name,
      passkeyEndpoints.removePasskey,
      { params: { id: passkey?.id ?? '' } },
      { token: member.token },
    )
    expect(removed.json.data).toEqual({ removed: true })
    const after = await send(harness, name, passkeyEndpoints.passkeys, {}, { token: member.token })
    expect(after.json.data?.items).toEqual([])
    expect(after.json.data?.history.map((event) => [event.kind, event.subject])).toEqual([
      ['passkey-removed', 'Work laptop'],
      ['passkey-added', 'Work laptop'],
    ])
    // Removed, it signs nobody in.
    const refused = await signInWith(name, authenticator.authenticate(await signInOptions(name, clientIp)), clientIp)
    expect(refusalOf(refused)).toEqual([400, 'PASSKEY_REFUSED'])
  })

  it('refuses a registration with another challenge, a spent one, another origin, another site, or no user verification', async () => {
    const member = await newMember(harness, name, 'passkey-refusals')
    const register = (response: ReturnType<TestAuthenticator['register']>) =>
      send(harness, name, passkeyEndpoints.registerPasskey, { body: { name: 'key', response } }, { token: member.token })
    const authenticator = new TestAuthenticator()

    const made = await registrationOptions(name, member)
    const unknownChallenge = Buffer.from('a challenge the site never gave').toString('base64url')
    expect(refusalOf(await register(authenticator.register(made, { challenge: unknownChallenge })))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ])
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = await registrationOptions(name, member)
      expect(refusalOf(await register(authenticator.register(options, ceremony))), JSON.stringify(ceremony)).toEqual([
        400,
        'PASSKEY_REFUSED',
      ])
    }
    // The right answer once; the same answer again finds its challenge spent.
    const options = await registrationOptions(name, member)
    const response = authenticator.register(options)
    expect((await register(response)).status).toBe(200)
    expect(refusalOf(await register(response))).toEqual([400, 'PASSKEY_REFUSED'])
    // A challenge given to one member does not register a passkey for another.
    const other = await newMember(harness, name, 'passkey-other-challenge')
    const othersOptions = await registrationOptions(name, other)
    const stolen = await send(
      harness,
      name,
      passkeyEndpoints.registerPasskey,
      { body: { name: 'key', response: new TestAuthenticator().register(othersOptions) } },
      { token: member.token },
    )
    expect(refusalOf(stolen)).toEqual([400, 'PASSKEY_REFUSED'])
    // The same authenticator's credential twice: taken.
    const again = await send(
      harness,
      name,
      passkeyEndpoints.registerPasskey,
      { body: { name: 'again', response: authenticator.register(await registrationOptions(name, other)) } },
      { token: other.token },
    )
    expect(refusalOf(again)).toEqual([409, 'PASSKEY_TAKEN'])
  })

  it('refuses a sign-in with an unknown passkey, a reused or foreign challenge, another origin, or no user verification', async () => {
    const member = await newMember(harness, name, 'passkey-sign-in-refusals')
    const { authenticator } = await withPasskey(name, member)
    const clientIp = freshIp()
    const stranger = new TestAuthenticator()
    expect(refusalOf(await signInWith(name, stranger.authenticate(await signInOptions(name, clientIp)), clientIp))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ])
    for (const ceremony of [{ origin: 'http://localhost:3001' }, { userVerified: false }]) {
      const response = authenticator.authenticate(await signInOptions(name, clientIp), ceremony)
      expect(refusalOf(await signInWith(name, response, clientIp)), JSON.stringify(ceremony)).toEqual([400, 'PASSKEY_REFUSED'])
    }
    nextMinute(harness)
    // A registration's challenge is no sign-in's.
    const registration = await registrationOptions(name, member)
    expect(refusalOf(await signInWith(name, authenticator.authenticate(registration), clientIp))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ])
    const options = await signInOptions(name, clientIp)
    const response = authenticator.authenticate(options)
    expect((await signInWith(name, response, clientIp)).status).toBe(200)
    expect(refusalOf(await signInWith(name, response, clientIp))).toEqual([400, 'PASSKEY_REFUSED'])
    // Expired: a challenge kept past its five minutes.
    const late = await signInOptions(name, clientIp)
    harness.clock.now = new Date(harness.clock.now.getTime() + 5 * 60_000 + 1000)
    expect(refusalOf(await signInWith(name, authenticator.authenticate(late), clientIp))).toEqual([400, 'PASSKEY_REFUSED'])
  })

  it('signs in once with a counter however many sign-ins present it at once (a cloned authenticator)', async () => {
    const member = await newMember(harness, name, 'passkey-cloned')
    const { authenticator } = await withPasskey(name, member)
    // Each from an address of its own, so that no sign-in limit refuses one before its passkey is checked.
    const attempts = []
    for (const clone of Array.from({ length: 6 }, () => authenticator.clone())) {
      const clientIp = freshIp()
      attempts.push({ clientIp, response: clone.authenticate(await signInOptions(name, clientIp)) })
    }
    const answers = await Promise.all(attempts.map(({ response, clientIp }) => signInWith(name, response, clientIp)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200).map(refusalOf)).toEqual(Array(5).fill([400, 'PASSKEY_REFUSED']))
    const [row] = await harness.database.db.select().from(passkeys).where(eq(passkeys.memberId, member.id))
    expect(row?.counter).toBe(1)
  })

  it('spends a sign-in’s challenge once however many sign-ins present its answer at once', async () => {
    const member = await newMember(harness, name, 'passkey-replayed')
    const { authenticator } = await withPasskey(name, member)
    const response = authenticator.authenticate(await signInOptions(name, freshIp()))
    const answers = await Promise.all(Array.from({ length: 6 }, () => signInWith(name, response, freshIp())))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200).map(refusalOf)).toEqual(Array(5).fill([400, 'PASSKEY_REFUSED']))
  })

  it('never refuses a passkey that keeps no counter (0 every time), at once or one after the other', async () => {
    const member = await newMember(harness, name, 'passkey-counterless')
    const { authenticator } = await withPasskey(name, member, 'Synced', new TestAuthenticator(undefined, { keepsCounter: false }))
    const signIn = async () => {
      const clientIp = freshIp()
      return signInWith(name, authenticator.authenticate(await signInOptions(name, clientIp)), clientIp)
    }
    expect((await Promise.all([signIn(), signIn(), signIn()])).map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await signIn()).status).toBe(200)
  })

  it('counts refused passkeys as failed sign-ins of the address', async () => {
    nextMinute(harness)
    const clientIp = freshIp()
    const stranger = new TestAuthenticator()
    for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
      expect((await signInWith(name, stranger.authenticate(await signInOptions(name, clientIp)), clientIp)).status).toBe(400)
    }
    const limited = await signInWith(name, stranger.authenticate(await signInOptions(name, clientIp)), clientIp)
    expect(refusalOf(limited)).toEqual([429, 'RATE_LIMITED'])
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('starts at most 20 registrations a member an hour, however many are asked for at once', async () => {
    const member = await newMember(harness, name, 'passkey-registration-limit')
    const asked = await Promise.all(
      Array.from({ length: 22 }, () => send(harness, name, passkeyEndpoints.registrationOptions, {}, { token: member.token })),
    )
    expect(asked.filter((answer) => answer.status === 200)).toHaveLength(20)
    expect(asked.filter((answer) => answer.status !== 200).map(refusalOf)).toEqual(Array(2).fill([429, 'RATE_LIMITED']))
  })

  it('wants a recent authentication to register or remove, and never removes another member’s passkey', async () => {
    const member = await newMember(harness, name, 'passkey-reauth')
    const { passkey } = await withPasskey(name, member)
    const other = await newMember(harness, name, 'passkey-not-yours')
    const foreign = await send(
      harness,
      name,
      passkeyEndpoints.removePasskey,
      { params: { id: passkey?.id ?? '' } },
      { token: other.token },
    )
    expect(refusalOf(foreign)).toEqual([404, 'NOT_FOUND'])

    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    const stale = await send(harness, name, passkeyEndpoints.registrationOptions, {}, { token: member.token })
    expect(refusalOf(stale)).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
    const staleRemoval = await send(
      harness,
      name,
      passkeyEndpoints.removePasskey,
      { params: { id: passkey?.id ?? '' } },
      { token: member.token },
    )
    expect(refusalOf(staleRemoval)).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
    expect((await send(harness, name, passkeyEndpoints.passkeys, {}, { token: member.token })).json.data?.items).toHaveLength(1)
  })

  it('authenticates a stale session again with the member’s own passkey, as the password does; never with another’s', async () => {
    const member = await newMember(harness, name, 'passkey-reauthenticate')
    const { authenticator } = await withPasskey(name, member)
    const other = await newMember(harness, name, 'passkey-reauth-other')
    const { authenticator: others } = await withPasskey(name, other)
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    expect(refusalOf(await send(harness, name, passkeyEndpoints.registrationOptions, {}, { token: member.token }))).toEqual([
      403,
      'REAUTHENTICATION_REQUIRED',
    ])
    const reauthenticationOptions = async () => {
      const answer = await send(harness, name, passkeyEndpoints.reauthenticationOptions, {}, { token: member.token })
      if (!answer.json.data) throw new Error(`no options: ${answer.status} ${JSON.stringify(answer.json)}`)
      return answer.json.data.options
    }
    const reauthenticate = (response: ReturnType<TestAuthenticator['authenticate']>) =>
      send(harness, name, passkeyEndpoints.reauthenticate, { body: { response } }, { token: member.token })

    // Another member's passkey, a sign-in's challenge, no user verification: refused, and the session is as stale.
    expect(refusalOf(await reauthenticate(others.authenticate(await reauthenticationOptions())))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ])
    const signIn = (await send(harness, name, passkeyEndpoints.signInOptions, {}, { clientIp: freshIp() })).json.data?.options
    if (!signIn) throw new Error('no sign-in options')
    expect(refusalOf(await reauthenticate(authenticator.authenticate(signIn)))).toEqual([400, 'PASSKEY_REFUSED'])
    const unverified = authenticator.authenticate(await reauthenticationOptions(), { userVerified: false })
    expect(refusalOf(await reauthenticate(unverified))).toEqual([400, 'PASSKEY_REFUSED'])

    const done = await reauthenticate(authenticator.authenticate(await reauthenticationOptions()))
    expect(done.status).toBe(200)
    expect(done.json.data?.authenticatedAt).toBe(harness.clock.now.toISOString())
    const fresh = done.json.data?.session.accessToken ?? ''
    // A new session, authenticated now; the stale one ended with it.
    expect((await send(harness, name, passkeyEndpoints.registrationOptions, {}, { token: fresh })).status).toBe(200)
    expect((await send(harness, name, passkeyEndpoints.passkeys, {}, { token: member.token })).status).toBe(401)
    // Without a session, no challenge.
    expect((await send(harness, name, passkeyEndpoints.reauthenticationOptions, {})).status).toBe(401)
  })

  it('renames the member’s own passkey from a recent authentication, trimmed and bounded, in their history; another’s or an unknown one is not found', async () => {
    const member = await newMember(harness, name, 'passkey-rename')
    const { passkey } = await withPasskey(name, member, 'Phone')
    const id = passkey?.id ?? ''
    const rename = (newName: string, options: { token?: string } = { token: member.token }, passkeyId = id) =>
      send(harness, name, passkeyEndpoints.renamePasskey, { params: { id: passkeyId }, body: { name: newName } }, options)

    harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
    const renamed = await rename('  Work phone ')
    expect(renamed.json.data).toEqual({ ...passkey, name: 'Work phone' })
    expect(refusalOf(await rename('x'.repeat(51)))).toEqual([400, 'BAD_REQUEST'])
    expect(refusalOf(await rename('   '))).toEqual([400, 'BAD_REQUEST'])
    expect(refusalOf(await rename('Mine now', {}))).toEqual([401, 'UNAUTHORIZED'])
    const other = await newMember(harness, name, 'passkey-rename-other')
    const foreign = await rename('Mine now', { token: other.token })
    const unknown = await rename('Mine now', { token: other.token }, crypto.randomUUID())
    expect(refusalOf(foreign)).toEqual([404, 'NOT_FOUND'])
    expect(foreign.json).toEqual(unknown.json)

    const listed = await send(harness, name, passkeyEndpoints.passkeys, {}, { token: member.token })
    expect(listed.json.data?.items.map((item) => item.name)).toEqual(['Work phone'])
    expect(listed.json.data?.history.map((event) => [event.kind, event.subject])).toEqual([
      ['passkey-renamed', 'Work phone'],
      ['passkey-added', 'Phone'],
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    expect(refusalOf(await rename('Too late'))).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
  })

  it('puts the member’s passkeys and their history in the member’s data, never a key', async () => {
    const member = await newMember(harness, name, 'passkey-data')
    const { authenticator, passkey } = await withPasskey(name, member, 'Tablet')
    const exported = await send(harness, name, memberDataExportEndpoints.exportData, {}, { token: member.token })
    expect(exported.json.data?.passkeys).toEqual([passkey])
    expect(exported.json.data?.securityHistory).toEqual([
      { kind: 'passkey-added', subject: 'Tablet', at: passkey?.createdAt, browser: null, device: null },
    ])
    expect(JSON.stringify(exported.json)).not.toContain(authenticator.credentialId)
  })

  it('forgets a withdrawn member’s passkeys and their history: the passkey signs in no more', async () => {
    const member = await newMember(harness, name, 'passkey-withdrawn')
    const { authenticator } = await withPasskey(name, member)
    const withdrawn = await send(
      harness,
      name,
      memberAreaEndpoints.withdraw,
      { body: { password: PASSWORD, reasons: ['PRICE_HIGHER'], comment: '', agree: true } },
      { token: member.token },
    )
    expect(withdrawn.status).toBe(200)
    const db = harness.database.db
    expect(await db.select().from(passkeys).where(eq(passkeys.memberId, member.id))).toEqual([])
    expect(await db.select().from(memberSecurityEvents).where(eq(memberSecurityEvents.memberId, member.id))).toEqual([])
    const clientIp = freshIp()
    const refused = await signInWith(name, authenticator.authenticate(await signInOptions(name, clientIp)), clientIp)
    expect(refusalOf(refused)).toEqual([400, 'PASSKEY_REFUSED'])
  })
})

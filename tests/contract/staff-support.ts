import { generateHOTP } from '@oslojs/otp'
import { desc, eq } from 'drizzle-orm'
import { vi } from 'vitest'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { type StaffRole, staffRoles } from '~/api/contract/staff-roles'
import type { BackendDependencies } from '~/backend/app'
import type { Database } from '~/backend/db/database.server'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import type { SignInOptionsInput } from '~/backend/sign-in/sign-in-options'
import { outboxSmsSender } from '~/backend/sms/outbox-sms-sender'
import { startStaffSession } from '~/backend/staff/staff-sessions'
import { type Answer, type AuthHarness, type CallOptions, PASSWORD, START, send, uniqueEmail } from './auth-support'
import type { ContractHarness, TransportName } from './harness'
import { setUpContractHarness } from './harness'
import { ADMIN_TOKEN, asMachine, type MemberHarness, noFiles } from './member-support'
import { keyOfUri } from './second-factor-support'

/** A staff account made for a test: its password, TOTP key and recovery codes as the admin who added it saw them. */
export interface TestStaff {
  id: string
  email: string
  role: StaffRole
  password: string
  key: Uint8Array
  otpauthUri: string
  recoveryCodes: string[]
}

/**
 * The members' harness (sign-in on, movable clock) with the admin API behind a trusted proxy, so that calls over HTTP
 * come from the addresses a test names, to staff sign-in and the audit log alike.
 */
export function setUpStaffHarness(
  auth: SignInOptionsInput = {},
  /** More of the backend's dependencies, made with its database (the scheduled jobs a test runs). */
  more: (db: Database) => Partial<Omit<BackendDependencies, 'db'>> = () => ({}),
): MemberHarness {
  const clock = { now: new Date(START) }
  const sms = outboxSmsSender(
    () => clock.now,
    () => {},
  )
  const harness = setUpContractHarness((db) => ({
    ...more(db),
    auth: { trustProxy: true, signUpLimit: 1000, ...auth, clock: () => clock.now },
    admin: { token: ADMIN_TOKEN, storage: noFiles, trustProxy: true },
    sms,
  })) as MemberHarness
  harness.clock = clock
  harness.sms = sms
  return harness
}

const setUpAdminOf = new WeakMap<ContractHarness, Promise<TestStaff>>()

/** Whether the staff account is still an active admin (a test may have demoted or disabled every other admin). */
async function isActiveAdmin(harness: ContractHarness, id: string): Promise<boolean> {
  const [row] = await harness.database.db
    .select({ role: staffAccounts.role, status: staffAccounts.status })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
  return row?.role === 'admin' && row.status === 'active'
}

/**
 * The token of an admin who has just given the password and a code, in a new session live at the harness's clock: how a
 * test makes the admin calls the machine credential does not reach (issue 37 §4). The account is added as the staff
 * command line adds one, once per harness, and again if a test took its role or disabled it.
 */
export async function adminStaffToken(harness: ContractHarness & { clock?: { now: Date } }): Promise<string> {
  let admin = setUpAdminOf.get(harness)
  if (!admin || !(await isActiveAdmin(harness, (await admin).id))) {
    admin = addTestStaff(harness, 'admin', 'set-up-admin')
    setUpAdminOf.set(harness, admin)
  }
  const device = { clientIp: undefined, userAgent: undefined }
  const now = harness.clock?.now ?? new Date()
  const { accessToken } = await startStaffSession(harness.database.db, (await admin).id, now, device)
  return accessToken
}

/** A call as adminStaffToken's admin. */
export async function asAdminStaff(harness: ContractHarness & { clock?: { now: Date } }): Promise<CallOptions> {
  return asStaff(await adminStaffToken(harness))
}

/** A call with a staff member's token. */
export const asStaff = (token: string, locale = 'ko-KR'): CallOptions => ({ token: `Bearer ${token}`, locale })

/** A call answered raw, or thrown at when it is not 200. */
export async function expectOk<E extends Endpoint>(
  harness: ContractHarness,
  name: TransportName,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
): Promise<EndpointData<E>> {
  const answer: Answer<EndpointData<E>> = await send(harness, name, endpoint, input, options)
  if (answer.status !== 200 || answer.json.data === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path}: ${answer.status} ${JSON.stringify(answer.json)}`)
  }
  return answer.json.data
}

/** Adds a staff account of `role` with the machine credential (as `npm run staff -- add`). */
export async function addTestStaff(harness: ContractHarness, role: StaffRole, label: string = role): Promise<TestStaff> {
  const email = uniqueEmail(`staff-${label}`)
  const body = { email, role, password: PASSWORD, name: `${label} 직원` }
  const data = await expectOk(harness, 'in-process', staffEndpoints.addStaff, { body }, asMachine)
  return { ...data, email, role, password: PASSWORD, key: keyOfUri(data.otpauthUri) }
}

/**
 * The code an authenticator shows now, of a step the account has not used yet (the step before, now or the next, as
 * the backend accepts); the clock moves on a step when all three were used.
 */
export async function freshCode(harness: AuthHarness, staff: Pick<TestStaff, 'id' | 'key'>): Promise<string> {
  const [row] = await harness.database.db
    .select({ last: staffAccounts.totpLastStep })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staff.id))
  const current = Math.floor(harness.clock.now.getTime() / 30_000)
  for (const step of [current - 1, current, current + 1]) {
    if (row?.last === null || row?.last === undefined || step > row.last) return generateHOTP(staff.key, BigInt(step), 6)
  }
  harness.clock.now = new Date(harness.clock.now.getTime() + 30_000)
  return freshCode(harness, staff)
}

/** The token of the newest invitation mailed to `email`. */
export async function newestInvitationToken(harness: ContractHarness, email: string): Promise<string> {
  const [mail] = await harness.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
  return new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? ''
}

/** Signs the staff member in with password and a fresh code; answers the access token. */
export async function signInStaff(
  harness: AuthHarness,
  name: TransportName,
  staff: TestStaff,
  options: CallOptions = {},
): Promise<string> {
  const body = { email: staff.email, password: staff.password, code: await freshCode(harness, staff) }
  const data = await expectOk(harness, name, staffEndpoints.login, { body }, options)
  return data.accessToken
}

const refusalLines = [
  'admin: a staff call was refused for its role ',
  'admin: the machine credential (ADMIN_TOKEN) was refused: the call is for staff accounts ',
]

/**
 * Refusals by role, and of the machine credential on a staff-only call, are logged as warnings (without anything the
 * caller typed): collected here instead of failing the test.
 */
export function roleRefusalLog() {
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ')
    if (!refusalLines.some((start) => line.startsWith(start))) throw new Error(`Unexpected console.warn: ${line}`)
  })
}

const accountsOf = new WeakMap<AuthHarness, Promise<TestStaff[]>>()

/**
 * A fresh session of a staff member of every role (the accounts are made once per harness), for sweeps that call many
 * endpoints: a sweep of POST /admin/logout may end the session it was given.
 */
export async function staffTokensOf(harness: AuthHarness): Promise<Record<StaffRole, string>> {
  let accounts = accountsOf.get(harness)
  if (!accounts) {
    accounts = Promise.all(staffRoles.map((role) => addTestStaff(harness, role, `sweep-${role}`)))
    accountsOf.set(harness, accounts)
  }
  const tokens = {} as Record<StaffRole, string>
  for (const staff of await accounts) {
    const device = { clientIp: undefined, userAgent: undefined }
    tokens[staff.role] = (await startStaffSession(harness.database.db, staff.id, harness.clock.now, device)).accessToken
  }
  return tokens
}

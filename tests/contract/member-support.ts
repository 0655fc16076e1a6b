import { asc, eq } from 'drizzle-orm'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { members } from '~/backend/db/member-schema'
import { products } from '~/backend/db/schema'
import { startSession } from '~/backend/sign-in/member-sessions'
import type { SignInOptionsInput } from '~/backend/sign-in/sign-in-options'
import { outboxSmsSender } from '~/backend/sms/outbox-sms-sender'
import type { SmsSender } from '~/backend/sms/sms-sender'
import { FileNotFoundError, type FileStorage } from '~/backend/storage/file-storage'
import { type AuthHarness, START, send, signUp, uniqueEmail } from './auth-support'
import { setUpContractHarness, type TransportName } from './harness'

export const ADMIN_TOKEN = 'member-area-admin-token-0123456789abcdef'
/** A call with the machine credential (ADMIN_TOKEN), as the command line makes it. */
export const asMachine = { token: `Bearer ${ADMIN_TOKEN}` }

/** The admin API wants a storage; the member area's staff calls never touch one. */
export const noFiles: FileStorage = {
  put: async () => {
    throw new Error('no storage in these tests')
  },
  get: async (key) => {
    throw new FileNotFoundError(key)
  },
  delete: async () => {},
}

export interface MemberHarness extends AuthHarness {
  /** The outbox the backend sends its codes to (the default SMS sender), on the test clock. */
  sms: SmsSender
}

/** The sign-in harness (movable clock, trusted proxy) with the admin API on and the SMS outbox at hand. */
export function setUpMemberHarness(auth: SignInOptionsInput = {}): MemberHarness {
  const clock = { now: new Date(START) }
  // Read through GET /admin/sms, not from the log: app/backend/sms/outbox-sms-sender.test.ts covers the logging.
  const sms = outboxSmsSender(
    () => clock.now,
    () => {},
  )
  const harness = setUpContractHarness(() => ({
    auth: { trustProxy: true, signUpLimit: 1000, ...auth, clock: () => clock.now },
    admin: { token: ADMIN_TOKEN, storage: noFiles },
    sms,
  })) as MemberHarness
  harness.clock = clock
  harness.sms = sms
  return harness
}

export interface TestMember {
  id: string
  email: string
  token: string
}

/** A new member signed up by email (password PASSWORD), with its id. */
export async function newMember(harness: AuthHarness, name: TransportName, label: string): Promise<TestMember> {
  const email = uniqueEmail(label)
  const token = await signUp(harness, name, email)
  const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.email, email))
  if (!row) throw new Error(`no member ${email}`)
  return { id: row.id, email, token }
}

/** A member who signed up with a provider and never set a password, signed in. */
export async function newSocialOnlyMember(harness: AuthHarness): Promise<TestMember> {
  const email = uniqueEmail('social-only')
  const now = harness.clock.now
  const [row] = await harness.database.db
    .insert(members)
    .values({ email, name: '소셜 회원', signUpMethod: 'kakao', termsAgreedAt: now, privacyAgreedAt: now, createdAt: now })
    .returning({ id: members.id })
  if (!row) throw new Error('no member row')
  const session = await startSession(harness.database.db, row.id, now, { sessionTtlHours: 24 })
  return { id: row.id, email, token: session.accessToken }
}

/** The code of the latest SMS to the number, read as the end-to-end tests read it: through GET /admin/sms. */
export async function latestCode(harness: AuthHarness, name: TransportName, mobile: string): Promise<string> {
  const answer = await send(harness, name, memberAreaAdminEndpoints.smsOutbox, { query: { to: mobile } }, asMachine)
  const text = answer.json.data?.items[0]?.text ?? ''
  const code = /\d{6}/.exec(text)?.[0]
  if (!code) throw new Error(`no code sent to ${mobile}: ${JSON.stringify(answer.json)}`)
  return code
}

/** Asks for a code for the number and returns it. */
export async function requestCode(harness: AuthHarness, name: TransportName, token: string, mobile: string, clientIp?: string) {
  const answer = await send(harness, name, memberAreaEndpoints.sendPhoneCode, { body: { mobile } }, { token, clientIp })
  if (answer.status !== 200) throw new Error(`code refused: ${answer.status} ${JSON.stringify(answer.json)}`)
  return latestCode(harness, name, mobile)
}

let numbers = 0
/** A mobile number no other test of this process uses. */
export function uniqueMobile(): string {
  numbers += 1
  return `010${String((process.pid % 1000) * 10_000 + numbers).padStart(8, '0')}`
}

/** Ids of the seeded products of a type, in catalogue order, with whether they are active. */
export async function productIds(harness: AuthHarness, type: 'material' | 'pb' | 'related') {
  return harness.database.db
    .select({ id: products.id, active: products.active })
    .from(products)
    .where(eq(products.productType, type))
    .orderBy(asc(products.sortOrder), asc(products.id))
}

export const sampleBody = (materialIds: number[]) => ({
  materialIds,
  quantity: '각 100 g',
  purpose: '제형 테스트',
  recipient: '김샘플',
  mobile: '01012345678',
  zipcode: '13487',
  address1: '경기도 성남시 분당구 판교로289번길 20',
  address2: '3동 5층',
})

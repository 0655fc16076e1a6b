import { and, desc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAttachmentDownload, adminEndpoints, adminInquiryExport } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { auditEndpoints, auditExport } from '~/api/contract/audit-endpoints'
import type { Endpoint, EndpointInput, FileEndpoint } from '~/api/contract/endpoint'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { kindNames } from '~/api/contract/kinds/content-kinds'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { handlingOf, isPersonalDataAction } from '~/api/contract/personal-data'
import { inquiries, mailOutbox } from '~/backend/db/inquiry-schema'
import { sampleRequests } from '~/backend/db/member-area-schema'
import { memberSessions, members } from '~/backend/db/member-schema'
import { type CallOptions, send } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { insertInquiry, pdfBytes, testMailSettings } from './inquiry-fixtures'
import { newMember, productIds, sampleBody } from './member-support'
import { type AuditRow, auditMark, auditSince, setUpInquiryOps } from './ops-support'
import { enrol } from './second-factor-support'
import { addTestStaff, asAdminStaff, asStaff, expectOk, signInStaff, type TestStaff } from './staff-support'

/**
 * Issue 65 §6 (개인정보의 안전성 확보조치 기준 art. 8): every staff call that handles members', inquirers' or sample
 * requesters' personal data declares in the contract what it does, and each call writes an access record with the five
 * fields: the staff account, the time, where from (the caller's address over either transport), whose data and what was
 * done. It walks the contract, so a new call of these groups fails here until it declares itself and is recorded.
 */
const { harness, files } = await setUpInquiryOps()
const db = () => harness.database.db

type AnyEndpoint = Endpoint | FileEndpoint
const label = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`

/** The groups whose calls reach members', inquirers' or sample requesters' records, and the files that carry them. */
const personalDataGroups = ['inquiries admin', 'members admin', 'member-area admin', 'outbox admin'] as const
const personalDataFiles: FileEndpoint[] = [adminAttachmentDownload, adminInquiryExport, auditExport]
/**
 * The groups that reach none: the public content and its editing, a member's own calls (their own data, by themself),
 * the staff's own accounts and sessions, the console's counts, the audit log and its monthly review (masked entries,
 * decision 33), backups, and the content archive (the site's content, public or to be: no member, inquiry or request).
 */
const groupsWithoutPersonalData = [
  'content',
  'sign-in',
  'member area',
  'member data export',
  'member consents',
  'member sessions',
  'password reset',
  'email verification',
  'second factor',
  'passkeys',
  'social accounts',
  'inquiries',
  'dashboard admin',
  'content dashboard',
  'site setup',
  'content archive',
  'backups admin',
  'scheduled jobs admin',
  'staff',
  'audit log',
  'access review',
  'staff sessions',
  'staff password reset',
  'staff own second factor',
  'staff passkeys',
  'news editing',
  'press editing',
  'patent editing',
  'thesis editing',
  'post category editing',
  'post previews',
  ...kindNames.map((name) => `${name} editing`),
  'media library',
  'pharmacy editing',
  'pharmacy restore points',
  'redirects',
  'company details',
  'document editing',
  'specification sheets',
]
/** Calls of those groups that answer no one's personal data. */
const callsWithoutPersonalData = new Map<AnyEndpoint, string>([
  [adminEndpoints.assignees, 'the staff an inquiry may go to, by name'],
  [memberAreaAdminEndpoints.smsOutbox, 'the development sender’s texts: it answers only on a site whose texts are not sent'],
])

const staffCallsOf = (group: (typeof personalDataGroups)[number]): Endpoint[] =>
  Object.values(endpointGroups[group] as Record<string, Endpoint>).filter((endpoint) => endpoint.roles !== undefined)
const declared: AnyEndpoint[] = [
  ...personalDataGroups.flatMap(staffCallsOf).filter((endpoint) => !callsWithoutPersonalData.has(endpoint)),
  ...personalDataFiles,
]

describe('which staff calls handle personal data', () => {
  it('places every group of the contract: one that reaches members’, inquirers’ or requesters’ records, or one that does not', () => {
    const placed = new Set<string>([...personalDataGroups, ...groupsWithoutPersonalData])
    expect(Object.keys(endpointGroups).filter((group) => !placed.has(group))).toEqual([])
  })

  it('declares what each call of those groups does to personal data, with an action of a known handling', () => {
    const undeclared = declared.filter((endpoint) => !endpoint.personalData).map(label)
    expect(undeclared).toEqual([])
    for (const endpoint of declared) {
      const action = endpoint.personalData?.action ?? ''
      expect(isPersonalDataAction(action), label(endpoint)).toBe(true)
      expect(handlingOf(action), label(endpoint)).toBeDefined()
    }
    expect(declared.length).toBeGreaterThanOrEqual(25)
  })
})

/** The records each call works on, made for one transport's walk. */
interface Fixtures {
  staff: TestStaff
  member: { id: string; email: string }
  receiptNumber: string
  attachmentId: number
  questionId: number
  sampleId: number
  mailId: number
}

async function fixturesFor(name: TransportName, staff: TestStaff): Promise<Fixtures> {
  const member = await newMember(harness, 'http', `access-${name}`)
  await db().update(members).set({ emailVerifiedAt: harness.clock.now }).where(eq(members.id, member.id))
  await enrol(harness, 'http', member.token)
  const asked = await send(
    harness,
    'http',
    memberAreaEndpoints.askQuestion,
    { body: { title: '보관 방법', content: '냉장 보관해야 하나요?' } },
    { token: member.token },
  )
  const [material] = await productIds(harness, 'material')
  const requested = await send(
    harness,
    'http',
    memberAreaEndpoints.requestSample,
    { body: sampleBody([material?.id ?? 0]) },
    { token: member.token },
  )
  const inquiry = await insertInquiry(db(), files.storage, {
    fullName: '이문의',
    files: [{ name: 'spec.pdf', bytes: pdfBytes('spec') }],
    mails: testMailSettings,
  })
  const [mail] = await db()
    .update(mailOutbox)
    .set({ lastError: 'connection refused', attempts: 1 })
    .where(eq(mailOutbox.inquiryId, inquiry.id))
    .returning({ id: mailOutbox.id })
  return {
    staff,
    member,
    receiptNumber: inquiry.receiptNumber,
    attachmentId: inquiry.attachments[0]?.id ?? 0,
    questionId: asked.json.data?.id ?? 0,
    sampleId: requested.json.data?.id ?? 0,
    mailId: mail?.id ?? 0,
  }
}

const inquiryVersion = async (receiptNumber: string) =>
  (await db().select({ version: inquiries.version }).from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber)))[0]
    ?.version ?? 0
const sampleVersion = async (id: number) =>
  (await db().select({ version: sampleRequests.version }).from(sampleRequests).where(eq(sampleRequests.id, id)))[0]?.version ?? 0
async function liveSessionOf(memberId: string) {
  const [session] = await db()
    .select({ id: memberSessions.publicId })
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
    .orderBy(desc(memberSessions.lastUsedAt))
  return session?.id ?? ''
}

/** How a walk calls a declared endpoint, and whose record its access record must name (for an export, none: its query). */
type CallInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }
interface Plan {
  input: (f: Fixtures) => Promise<CallInput> | CallInput
  subject: (f: Fixtures) => string | undefined
  /** The admin's calls; support makes the others. */
  admin?: true
}

const receipt = (f: Fixtures) => ({ receiptNumber: f.receiptNumber })
const memberId = (f: Fixtures) => f.member.id
const reply = { subject: '회신', body: '확인했습니다.' }
const reason = '본인 확인 전화 후 배송지 확인'

/** In the order a walk makes them: reads first, then the changes, each reading the version it needs. */
const plans = new Map<AnyEndpoint, Plan>([
  [adminEndpoints.inquiryList, { input: () => ({ query: { size: 100 } }), subject: (f) => f.receiptNumber }],
  [adminEndpoints.inquiryDetail, { input: (f) => ({ params: receipt(f) }), subject: (f) => f.receiptNumber }],
  [adminEndpoints.previewInquiryReply, { input: (f) => ({ params: receipt(f), body: reply }), subject: (f) => f.receiptNumber }],
  [
    adminAttachmentDownload,
    { input: (f) => ({ params: { ...receipt(f), id: f.attachmentId } }), subject: (f) => f.receiptNumber },
  ],
  [adminInquiryExport, { input: () => ({ query: { status: 'all' } }), subject: () => undefined }],
  [
    adminEndpoints.addInquiryNote,
    { input: (f) => ({ params: receipt(f), body: { body: '견적 확인' } }), subject: (f) => f.receiptNumber },
  ],
  [
    adminEndpoints.assignInquiry,
    {
      input: async (f) => ({
        params: receipt(f),
        body: { assigneeId: f.staff.id, version: await inquiryVersion(f.receiptNumber) },
      }),
      subject: (f) => f.receiptNumber,
    },
  ],
  [
    adminEndpoints.replyToInquiry,
    {
      input: async (f) => ({ params: receipt(f), body: { ...reply, version: await inquiryVersion(f.receiptNumber) } }),
      subject: (f) => f.receiptNumber,
    },
  ],
  [
    adminEndpoints.setInquiryStatus,
    {
      input: async (f) => ({ params: receipt(f), body: { status: 'done', version: await inquiryVersion(f.receiptNumber) } }),
      subject: (f) => f.receiptNumber,
    },
  ],
  [
    adminEndpoints.markInquiryProcessed,
    {
      // Marked done after the step back the console allows: processed anew.
      input: async (f) => {
        const step = { status: 'in_progress' as const, processedAt: null }
        await db().update(inquiries).set(step).where(eq(inquiries.receiptNumber, f.receiptNumber))
        return { params: receipt(f), body: {} }
      },
      subject: (f) => f.receiptNumber,
    },
  ],
  [adminMemberEndpoints.memberSearch, { input: (f) => ({ query: { q: f.member.email } }), subject: memberId }],
  [adminMemberEndpoints.memberDetail, { input: (f) => ({ params: { id: f.member.id } }), subject: memberId }],
  [adminMemberEndpoints.revealMember, { input: (f) => ({ params: { id: f.member.id }, body: { reason } }), subject: memberId }],
  [adminMemberEndpoints.memberPoints, { input: (f) => ({ params: { id: f.member.id } }), subject: memberId }],
  [adminMemberEndpoints.memberSessions, { input: (f) => ({ params: { id: f.member.id } }), subject: memberId }],
  [
    adminMemberEndpoints.adjustPoints,
    {
      input: (f) => ({ params: { id: f.member.id }, body: { kind: 'grant', amount: 100, reason: '이벤트' } }),
      subject: memberId,
    },
  ],
  [
    adminMemberEndpoints.resetMemberSecondFactor,
    { input: (f) => ({ params: { id: f.member.id }, body: { reason } }), subject: memberId },
  ],
  [
    adminMemberEndpoints.endMemberSession,
    { input: async (f) => ({ params: { id: f.member.id, sessionId: await liveSessionOf(f.member.id) } }), subject: memberId },
  ],
  [adminMemberEndpoints.endAllMemberSessions, { input: (f) => ({ params: { id: f.member.id } }), subject: memberId }],
  [
    memberAreaAdminEndpoints.questionList,
    { input: () => ({ query: { status: 'waiting', size: 100 } }), subject: (f) => String(f.questionId) },
  ],
  [
    memberAreaAdminEndpoints.questionDetail,
    { input: (f) => ({ params: { id: f.questionId } }), subject: (f) => String(f.questionId) },
  ],
  [
    memberAreaAdminEndpoints.answerQuestion,
    {
      input: (f) => ({ params: { id: f.questionId }, body: { content: '네, 냉장 보관해 주세요.' } }),
      subject: (f) => String(f.questionId),
    },
  ],
  [memberAreaAdminEndpoints.sampleList, { input: () => ({ query: { size: 100 } }), subject: (f) => String(f.sampleId) }],
  [memberAreaAdminEndpoints.sampleDetail, { input: (f) => ({ params: { id: f.sampleId } }), subject: (f) => String(f.sampleId) }],
  [
    memberAreaAdminEndpoints.revealSampleRecipient,
    { input: (f) => ({ params: { id: f.sampleId }, body: { reason: 'shipping' } }), subject: (f) => String(f.sampleId) },
  ],
  [
    memberAreaAdminEndpoints.moveSampleRequest,
    {
      input: async (f) => ({
        params: { id: f.sampleId },
        body: { status: 'reviewing', version: await sampleVersion(f.sampleId) },
      }),
      subject: (f) => String(f.sampleId),
    },
  ],
  [adminOutboxEndpoints.mailList, { input: () => ({ query: { size: 100 } }), subject: (f) => String(f.mailId) }],
  [adminOutboxEndpoints.retryMail, { input: (f) => ({ params: { id: f.mailId }, body: {} }), subject: (f) => String(f.mailId) }],
  [auditExport, { input: () => ({ query: {} }), subject: () => undefined, admin: true }],
])

/** A file's call (outside the `{ data }` envelope), from the caller's address, answered as its status. */
async function fetchFile(name: TransportName, endpoint: FileEndpoint, input: CallInput, options: CallOptions) {
  const { transport, baseUrl } = harness.transports[name]
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => String(input.params?.[key]))
  const query = new URLSearchParams((input.query ?? {}) as Record<string, string>).toString()
  const headers: Record<string, string> = { authorization: options.token ?? '', 'accept-language': 'ko-KR' }
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp
  const response = await transport(new Request(`${baseUrl}${path}${query ? `?${query}` : ''}`, { headers }), {
    clientIp: options.clientIp,
  })
  await response.arrayBuffer()
  return response.status
}

const isEndpoint = (endpoint: AnyEndpoint): endpoint is Endpoint => 'data' in endpoint

/** Whether an entry names the subject: as its record, or among the subjects its list showed. */
function namesSubject(entry: AuditRow, subject: string | undefined): boolean {
  if (subject === undefined) {
    const detail = entry.detail as { filters?: unknown; rows?: unknown } | null
    return detail?.filters !== undefined && typeof detail.rows === 'number'
  }
  const shown = (entry.detail as { subjects?: string[] } | null)?.subjects ?? []
  return entry.targetId === subject || shown.includes(subject)
}

describe.each(transportNames)('the access records of staff calls over %s', (name) => {
  const address = name === 'http' ? '203.0.113.61' : '198.51.100.62'

  it('writes one for every declared call, and only one, with the account, the time, the address, whose data and what was done', async () => {
    expect(declared.filter((endpoint) => !plans.has(endpoint)).map(label)).toEqual([])
    const support = await addTestStaff(harness, 'support', `access-${name}`)
    const admin = await addTestStaff(harness, 'admin', `access-admin-${name}`)
    const tokens = {
      support: await signInStaff(harness, name, support),
      admin: await signInStaff(harness, name, admin),
    }
    const f = await fixturesFor(name, support)
    const missed: string[] = []
    for (const [endpoint, plan] of plans) {
      const staff = plan.admin ? admin : support
      const options = { ...asStaff(plan.admin ? tokens.admin : tokens.support), clientIp: address }
      const input = await plan.input(f)
      const mark = await auditMark(db())
      const before = Date.now()
      const status = isEndpoint(endpoint)
        ? (await send(harness, name, endpoint, input as EndpointInput<Endpoint>, options)).status
        : await fetchFile(name, endpoint, input, options)
      const after = Date.now()
      if (status !== 200) {
        missed.push(`${label(endpoint)}: answered ${status}`)
        continue
      }
      const action = endpoint.personalData?.action
      const written = await auditSince(db(), mark, action)
      const entry = written.find((row) => namesSubject(row, plan.subject(f)))
      const at = entry?.at.getTime() ?? 0
      const problems = [
        !entry && `no ${action} entry naming ${plan.subject(f) ?? 'its query and count'}`,
        entry &&
          (entry.actorKind !== 'staff' || entry.actorId !== staff.id || entry.actorEmail !== staff.email) &&
          'not the account',
        entry && (at < before - 1000 || at > after + 1000) && `not the time (${entry.at.toISOString()})`,
        entry && entry.clientIp !== address && `not the address (${entry.clientIp})`,
        entry && !handlingOf(entry.action) && 'no handling',
        written.length > 1 && `${written.length} entries`,
      ].filter(Boolean)
      if (problems.length > 0) missed.push(`${label(endpoint)}: ${problems.join(', ')}`)
    }
    expect(missed).toEqual([])
  })
})

describe('reading the access records', () => {
  it('finds whose data a staff member handled by the subject, the lists that showed it included, each saying what was done', async () => {
    const support = await addTestStaff(harness, 'support', 'access-read')
    const as = asStaff(await signInStaff(harness, 'http', support))
    const member = await newMember(harness, 'http', 'access-read-member')
    await send(harness, 'http', adminMemberEndpoints.memberSearch, { query: { q: member.email } }, as)
    await send(harness, 'http', adminMemberEndpoints.memberDetail, { params: { id: member.id } }, as)
    const query = { staff: support.id, subjectType: 'member', subject: member.id }
    const found = await expectOk(harness, 'http', auditEndpoints.audit, { query }, await asAdminStaff(harness))
    expect(found.items.map((entry) => [entry.action, entry.handling])).toEqual([
      ['member.read', 'view'],
      ['member.search', 'view'],
    ])
  })
})

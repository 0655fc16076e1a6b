import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditActionLabels } from '~/api/contract/audit-action-labels'
import { auditEndpoints, auditExport } from '~/api/contract/audit-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { members } from '~/backend/db/member-schema'
import { documents, historyEntries, pharmacies, products } from '~/backend/db/schema'
import { auditLog } from '~/backend/db/staff-schema'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import { addTestStaff, asStaff, expectOk, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

/**
 * Issue 39 §5: the audit log is searched by words in either console language (the actions' names) and by what it
 * kept, filtered by subject, and exported to CSV for a period, the actions in words.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })
const db = () => harness.database.db

/** An entry of a staff member's, about a subject of its own, as if written now. */
async function entry(action: string, targetType: string, targetId: string | null, detail?: Record<string, unknown>) {
  await db()
    .insert(auditLog)
    .values({ at: harness.clock.now, actorKind: 'staff', actorEmail: 'writer@example.com', action, targetType, targetId, detail })
}

async function adminToken() {
  return signInStaff(harness, 'http', await addTestStaff(harness, 'admin', 'auditor'))
}

/** The names the log gives one subject's entries, as an admin reads them. */
async function subjectNamesOf(token: string, subjectType: string, subject: string) {
  const page = await expectOk(harness, 'http', auditEndpoints.audit, { query: { subjectType, subject } }, asStaff(token))
  return page.items.map((item) => item.subjectName)
}

describe('the audit log', () => {
  it('finds entries by the words of an action’s name in Korean or English, and by what it kept', async () => {
    const token = await adminToken()
    const subject = `search-${randomUUID()}`
    await entry('staff.password-changed', 'staff', subject)
    await entry('media.alt', 'media', subject, { alt: '유산균 현미경 사진' })
    const search = async (words: string) =>
      (await expectOk(harness, 'http', auditEndpoints.audit, { query: { words, subject, size: 100 } }, asStaff(token))).items.map(
        (found) => found.action,
      )
    expect(await search('비밀번호')).toEqual(['staff.password-changed'])
    expect(await search('PASSWORD CHANGED')).toEqual(['staff.password-changed'])
    // The code each row prints beneath the action's name (issue 66: it found nothing).
    expect(await search('staff.password-changed')).toEqual(['staff.password-changed'])
    expect(await search('MEDIA.ALT')).toEqual(['media.alt'])
    expect(await search('현미경')).toEqual(['media.alt'])
    expect(await search('nothing-like-this')).toEqual([])
    // A LIKE wildcard in the words is taken literally.
    expect(await search('%')).toEqual([])
  })

  it('filters by subject: its type and its id', async () => {
    const token = await adminToken()
    const id = `subject-${randomUUID()}`
    await entry('inquiry.read', 'inquiry', id)
    await entry('member.read', 'member', id)
    const found = await expectOk(
      harness,
      'http',
      auditEndpoints.audit,
      { query: { subjectType: 'member', subject: id } },
      asStaff(token),
    )
    expect(found.items.map((item) => [item.action, item.targetType, item.targetId])).toEqual([['member.read', 'member', id]])
  })

  it('names a member by their name masked, the one an entry is about and each a list showed; never by a name whole', async () => {
    const token = await adminToken()
    const now = harness.clock.now
    const [member] = await db()
      .insert(members)
      .values({
        email: `${randomUUID()}@example.com`,
        name: '김민수',
        signUpMethod: 'email',
        termsAgreedAt: now,
        privacyAgreedAt: now,
      })
      .returning({ id: members.id })
    if (!member) throw new Error('no member row')
    const gone = randomUUID()
    await entry('member.read', 'member', member.id)
    await entry('member.search', 'member', null, { found: 2, subjects: [member.id, gone] })
    const page = await expectOk(harness, 'http', auditEndpoints.audit, { query: { subject: member.id } }, asStaff(token))
    const byAction = new Map(page.items.map((item) => [item.action, item]))
    expect(byAction.get('member.read')?.subjectName).toBe('김*수')
    // A member deleted since has no name left to tell: the console shows their number, labelled.
    expect(byAction.get('member.search')?.shownNames).toEqual({ [member.id]: '김*수' })
    expect(JSON.stringify(page)).not.toContain('김민수')
  })

  it('names a content item by its title, and an item deleted since by its id alone', async () => {
    const token = await adminToken()
    const [event] = await db().select().from(historyEntries).orderBy(historyEntries.id).limit(1)
    if (!event) throw new Error('the seeded history is empty')
    await entry('content.save', 'history', String(event.id))
    await entry('content.delete', 'history', '987654321')
    expect(await subjectNamesOf(token, 'history', String(event.id))).toEqual([event.title['ko-KR']])
    expect(await subjectNamesOf(token, 'history', '987654321')).toEqual([undefined])
  })

  it('names a document by its name and a spec sheet by its product, whatever the language of the file', async () => {
    const token = await adminToken()
    const [document] = await db().select().from(documents).where(eq(documents.documentType, 'COMPANY'))
    const [product] = await db().select().from(products).orderBy(products.id).limit(1)
    if (!document || !product) throw new Error('the seeded documents or products are empty')
    await entry('document.upload', 'document', 'COMPANY/en-US')
    await entry('document.rename', 'document', 'COMPANY')
    await entry('product.spec_sheet.upload', 'product', `${product.id}/ja-JP`)
    await entry('document.remove', 'document', 'NOT_A_TYPE/ko-KR')
    expect(await subjectNamesOf(token, 'document', 'COMPANY/en-US')).toEqual([document.name['ko-KR']])
    expect(await subjectNamesOf(token, 'document', 'COMPANY')).toEqual([document.name['ko-KR']])
    expect(await subjectNamesOf(token, 'product', `${product.id}/ja-JP`)).toEqual([product.name['ko-KR']])
    expect(await subjectNamesOf(token, 'document', 'NOT_A_TYPE/ko-KR')).toEqual([undefined])
  })

  it('names a pharmacy by its name, and one deleted since by its number alone', async () => {
    const token = await adminToken()
    const [pharmacy] = await db().select().from(pharmacies).orderBy(pharmacies.id).limit(1)
    if (!pharmacy) throw new Error('the seeded pharmacies are empty')
    await entry('pharmacy.update', 'pharmacy', String(pharmacy.id))
    await entry('pharmacy.delete', 'pharmacy', '987654321')
    expect(await subjectNamesOf(token, 'pharmacy', String(pharmacy.id))).toEqual([pharmacy.name['ko-KR']])
    expect(await subjectNamesOf(token, 'pharmacy', '987654321')).toEqual([undefined])
  })

  it('exports a period to CSV with the actions in words, wanting a fresh proof, audited; admins only', async () => {
    const token = await adminToken()
    const subject = `export-${randomUUID()}`
    await entry('member.reveal', 'member', subject, { reason: '=HYPERLINK("http://evil")' })
    const day = harness.clock.now.toISOString().slice(0, 10)
    const csvOf = (as: string, locale = 'en-US') =>
      fetch(`${harness.transports.http.baseUrl}${auditExport.path}?from=${day}&to=${day}&subject=${subject}`, {
        headers: { authorization: `Bearer ${as}`, 'accept-language': locale },
      })
    const answer = await csvOf(token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{8}\.csv"$/)
    const text = await answer.text()
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toContain('"Action","Action code","Personal data"')
    // What the access record did to the member's data, in words (art. 8's "what was done").
    expect(row).toContain(`"${auditActionLabels['member.reveal']({}, { locale: 'en-US' })}","member.reveal","View"`)
    // The kept values are one cell of JSON, which no spreadsheet runs as a formula.
    expect(row).toContain('HYPERLINK')
    expect(row).not.toMatch(/,"=/)
    const korean = await (await csvOf(token, 'ko-KR')).text()
    expect(korean).toContain(`"${auditActionLabels['member.reveal']({}, { locale: 'ko-KR' })}"`)
    const exports = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'audit.export'),
          eq(auditLog.actorEmail, (await expectOk(harness, 'http', staffEndpoints.me, {}, asStaff(token))).email),
        ),
      )
    expect(exports.map((logged) => logged.detail)).toEqual([
      { filters: { from: day, to: day, subject }, rows: 1 },
      { filters: { from: day, to: day, subject }, rows: 1 },
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    const stale = await csvOf(token)
    expect(stale.status).toBe(403)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('REAUTHENTICATION_REQUIRED')

    const warnings = roleRefusalLog()
    const support = await signInStaff(harness, 'http', await addTestStaff(harness, 'support', 'not-an-auditor'))
    expect((await csvOf(support)).status).toBe(403)
    warnings.mockRestore()
  })
})

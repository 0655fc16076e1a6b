import { and, desc, eq, inArray } from 'drizzle-orm'
import { type ConsentRecord, versionedConsentDocuments } from '~/api/contract/member-consent-endpoints'
import type { Locale } from '~/i18n/locales'
import { visibleNow } from '../content/publication'
import type { Database } from '../db/database.server'
import { memberConsents, members } from '../db/member-schema'
import { sitePages } from '../db/schema'

type VersionedDocument = (typeof versionedConsentDocuments)[number]

type Reader = Pick<Database, 'select'>
type MemberRow = typeof members.$inferSelect

/** The version of each text a member agrees to, as visitors read it now: its effective date (null: none published, or none given). */
export async function currentVersions(db: Reader): Promise<Record<VersionedDocument, string | null>> {
  const rows = await db
    .select({ name: sitePages.name, effectiveDate: sitePages.effectiveDate })
    .from(sitePages)
    .where(and(inArray(sitePages.name, [...versionedConsentDocuments]), visibleNow(sitePages)))
  const versionOf = (name: VersionedDocument) => rows.find((row) => row.name === name)?.effectiveDate ?? null
  return { terms: versionOf('terms'), privacy: versionOf('privacy') }
}

/**
 * A new member's consents, as they gave them signing up: the texts' versions of now, and marketing yes or no, in the
 * language of the sign-up.
 */
export async function recordSignUpConsents(
  db: Pick<Database, 'select' | 'insert'>,
  member: Pick<MemberRow, 'id' | 'marketingAgree' | 'createdAt'>,
  locale: Locale,
): Promise<void> {
  const versions = await currentVersions(db)
  const given = { memberId: member.id, at: member.createdAt, locale }
  await db.insert(memberConsents).values([
    { ...given, document: 'terms', version: versions.terms, agreed: true },
    { ...given, document: 'privacy', version: versions.privacy, agreed: true },
    { ...given, document: 'marketing', version: null, agreed: member.marketingAgree },
  ])
}

/**
 * Every consent of the member, newest first. A member who signed up before consents were recorded has their sign-up's
 * consents from the member's row (version unknown).
 */
export async function consentHistory(db: Reader, member: MemberRow): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(memberConsents)
    .where(eq(memberConsents.memberId, member.id))
    .orderBy(desc(memberConsents.at), desc(memberConsents.id))
  const recorded: ConsentRecord[] = rows.map(({ document, version, agreed, at }) => ({
    document,
    version,
    agreed,
    at: at.toISOString(),
  }))
  const fromSignUp: ConsentRecord[] = [
    { document: 'terms', version: null, agreed: true, at: member.termsAgreedAt.toISOString() },
    { document: 'privacy', version: null, agreed: true, at: member.privacyAgreedAt.toISOString() },
    { document: 'marketing', version: null, agreed: member.marketingAgree, at: member.createdAt.toISOString() },
  ]
  const missing = fromSignUp.filter((entry) => !recorded.some((row) => row.document === entry.document))
  return [...recorded, ...missing]
}

/** The texts changed since the member last agreed: a newer version published than the one they agreed to. */
export async function changedTexts(
  db: Reader,
  member: MemberRow,
): Promise<Array<{ document: VersionedDocument; version: string }>> {
  const [history, versions] = await Promise.all([consentHistory(db, member), currentVersions(db)])
  return versionedConsentDocuments.flatMap((document) => {
    const current = versions[document]
    const agreed = history.find((entry) => entry.document === document && entry.agreed)
    return current && agreed?.version !== current ? [{ document, version: current }] : []
  })
}

/** The member agrees to the version of `document` visitors read now (after seeing that it changed). */
export async function agreeToCurrentText(
  db: Database,
  member: MemberRow,
  document: VersionedDocument,
  given: { now: Date; locale: Locale },
) {
  return db.transaction(async (tx) => {
    const version = (await currentVersions(tx))[document]
    const { now, locale } = given
    await tx.insert(memberConsents).values({ memberId: member.id, document, version, agreed: true, at: now, locale })
    const agreedAt = document === 'terms' ? { termsAgreedAt: now } : { privacyAgreedAt: now }
    await tx.update(members).set(agreedAt).where(eq(members.id, member.id))
    return { document, version }
  })
}

/**
 * The member takes marketing messages, or stops (decision 113): a consent of now, in the page's language, and the
 * member's row. Saying yes again while already agreed renews the consent, and its two-year notice counts from it.
 */
export async function setMarketingConsent(
  db: Database,
  member: MemberRow,
  agreed: boolean,
  given: { now: Date; locale: Locale },
): Promise<ConsentRecord> {
  const { now, locale } = given
  await db.transaction(async (tx) => {
    await tx.insert(memberConsents).values({ memberId: member.id, document: 'marketing', version: null, agreed, at: now, locale })
    await tx.update(members).set({ marketingAgree: agreed }).where(eq(members.id, member.id))
  })
  return { document: 'marketing', version: null, agreed, at: now.toISOString() }
}

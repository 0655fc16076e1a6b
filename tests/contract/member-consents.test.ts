import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberConsentEndpoints } from '~/api/contract/member-consent-endpoints'
import { memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { sitePages } from '~/backend/db/schema'
import { send } from './auth-support'
import { newMember, newSocialOnlyMember, setUpMemberHarness } from './member-support'

/**
 * Issue 40 §5: each consent records the version of the text agreed to (the terms' and the privacy policy's effective
 * date) and when; a newer text published since is the member's to read and agree to.
 */
const harness = setUpMemberHarness()
const consents = (token: string) => send(harness, 'http', memberConsentEndpoints.consents, {}, { token })
const agree = (token: string, document: 'terms' | 'privacy') =>
  send(harness, 'http', memberConsentEndpoints.agreeToText, { body: { document } }, { token })
const publishPrivacy = (effectiveDate: string) =>
  harness.database.db.update(sitePages).set({ effectiveDate }).where(eq(sitePages.name, 'privacy'))

describe('a member’s consents', () => {
  it('record the versions agreed to at sign-up; a new privacy policy is theirs to agree to, once', async () => {
    const member = await newMember(harness, 'http', 'consents')
    const signedUp = (await consents(member.token)).json.data
    expect(signedUp?.changed).toEqual([])
    expect(signedUp?.history.map(({ document, version, agreed }) => ({ document, version, agreed }))).toEqual(
      expect.arrayContaining([
        { document: 'terms', version: '2026-01-01', agreed: true },
        { document: 'privacy', version: '2026-01-01', agreed: true },
        { document: 'marketing', version: null, agreed: false },
      ]),
    )

    await publishPrivacy('2027-01-01')
    try {
      expect((await consents(member.token)).json.data?.changed).toEqual([{ document: 'privacy', version: '2027-01-01' }])
      harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
      expect((await agree(member.token, 'privacy')).json.data).toEqual({ document: 'privacy', version: '2027-01-01' })
      const after = (await consents(member.token)).json.data
      expect(after?.changed).toEqual([])
      expect(after?.history[0]).toEqual({
        document: 'privacy',
        version: '2027-01-01',
        agreed: true,
        at: harness.clock.now.toISOString(),
      })
      // The download of their data carries the same history.
      const exported = await send(harness, 'http', memberDataExportEndpoints.exportData, {}, { token: member.token })
      expect(exported.json.data?.consentHistory).toEqual(after?.history)
    } finally {
      await publishPrivacy('2026-01-01')
    }
  })

  it('of a member from before versions were recorded are their sign-up’s, version unknown, and both texts theirs to agree to', async () => {
    const member = await newSocialOnlyMember(harness)
    const data = (await consents(member.token)).json.data
    expect(data?.history.filter((entry) => entry.version === null).map((entry) => entry.document)).toEqual([
      'terms',
      'privacy',
      'marketing',
    ])
    expect(data?.changed.map((entry) => entry.document)).toEqual(['terms', 'privacy'])
  })

  it('are the signed-in member’s only', async () => {
    expect((await consents('')).status).toBe(401)
    expect((await agree('', 'privacy')).status).toBe(401)
  })
})

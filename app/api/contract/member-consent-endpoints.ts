import * as v from 'valibot'
import { defineEndpoint } from './endpoint'

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())
/** What a member consents to: the terms of use, the privacy policy, marketing messages. */
export const consentDocuments = ['terms', 'privacy', 'marketing'] as const
/** The texts a member agrees to, whose versions are recorded: their published effective dates. */
export const versionedConsentDocuments = ['terms', 'privacy'] as const

/** One consent a member gave or changed: to which version of the text (null: marketing, or not recorded then), when. */
export const consentRecordSchema = v.object({
  document: v.picklist(consentDocuments),
  version: v.nullable(v.string()),
  agreed: v.boolean(),
  at: isoTimestamp,
})
export type ConsentRecord = v.InferOutput<typeof consentRecordSchema>

const changedText = v.object({ document: v.picklist(versionedConsentDocuments), version: v.string() })

/**
 * A member's consents (issue 40 §5): their history, and the texts changed since they agreed (a newer terms or privacy
 * policy published since), which the site shows them until they have read and agreed to it.
 */
export const memberConsentEndpoints = {
  consents: defineEndpoint({
    method: 'GET',
    path: '/me/consents',
    data: v.object({ history: v.array(consentRecordSchema), changed: v.array(changedText) }),
  }),
  /** POST /me/consents: the member agrees to the version of the text published now. */
  agreeToText: defineEndpoint({
    method: 'POST',
    path: '/me/consents',
    body: v.object({ document: v.picklist(versionedConsentDocuments) }),
    maxBodyBytes: 256,
    data: v.object({ document: v.picklist(versionedConsentDocuments), version: v.nullable(v.string()) }),
  }),
  /**
   * PUT /me/consents/marketing: the member takes marketing messages, or stops (decision 113); yes again renews the
   * consent. Answers the consent as recorded.
   */
  setMarketing: defineEndpoint({
    method: 'PUT',
    path: '/me/consents/marketing',
    body: v.object({ agreed: v.boolean() }),
    maxBodyBytes: 256,
    data: consentRecordSchema,
  }),
}

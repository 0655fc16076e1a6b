import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { locales } from '~/i18n/locales'
import { accessReviewEndpoints, downloadReasonLimits, reviewNoteLimits } from './access-review-endpoints'
import { adminEndpoints, inquiryNoteLimits, inquiryReplyLimits } from './admin-endpoints'
import { adminMemberEndpoints, pointAdjustmentLimits, revealReasonLimits } from './admin-member-endpoints'
import { adminOutboxEndpoints } from './admin-outbox-endpoints'
import { backupEndpoints } from './backup-endpoints'
import { companyDetailLimits, companyDetailsEndpoints } from './company-details-endpoints'
import { CONTENT_ARCHIVE_UPLOAD_MAX_BYTES, contentArchiveEndpoints } from './content-archive-endpoints'
import { contentEndpoints } from './content-endpoints'
import { contentKindLongestBodies } from './content-kind-longest-bodies'
import { DOCUMENT_NAME_MAX_LENGTH, documentEditingEndpoints, documentUploadLimits } from './document-editing-endpoints'
import { emailVerificationEndpoints } from './email-verification-endpoints'
import type { Endpoint } from './endpoint'
import { allEndpoints } from './endpoint-groups'
import { inquiryEndpoints } from './inquiry-endpoints'
import { inquiryLimits } from './inquiry-form'
import { MEDIA_ALT_MAX_LENGTH, mediaEndpoints, mediaUploadLimits } from './media-endpoints'
import { memberAreaAdminEndpoints, sampleShippingLimits } from './member-area-admin-endpoints'
import { memberAreaEndpoints, profileLimits, questionLimits, sampleLimits, withdrawalReasons } from './member-area-endpoints'
import { memberConsentEndpoints } from './member-consent-endpoints'
import { memberSessionEndpoints } from './member-session-endpoints'
import { MAX_WHOLE_NUMBER } from './numbers'
import { passkeyEndpoints, passkeyFieldLimits } from './passkey-endpoints'
import { passwordResetEndpoints } from './password-reset-endpoints'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  PHARMACY_MAX_PRODUCTS,
  pharmacyEditingEndpoints,
  pharmacyTextLimits,
} from './pharmacy-editing-endpoints'
import { pharmacyRestoreEndpoints } from './pharmacy-restore-endpoints'
import { postEditingLongestBodies } from './post-editing-longest-bodies'
import { MAX_PAGE, MAX_PAGE_SIZE } from './query-limits'
import { REDIRECT_FROM_MAX_LENGTH, REDIRECT_TO_MAX_LENGTH } from './redirect-addresses'
import { REDIRECT_HITS_MAX_ENTRIES, REDIRECT_IMPORT_MAX_BYTES, redirectEndpoints } from './redirect-endpoints'
import { scheduledJobEndpoints } from './scheduled-job-endpoints'
import { secondFactorEndpoints } from './second-factor-endpoints'
import { nameLimits, passwordLimits, signInEndpoints } from './sign-in-endpoints'
import { siteSetupEndpoints } from './site-setup-endpoints'
import { specSheetEndpoints } from './spec-sheet-endpoints'
import { staffEndpoints } from './staff-endpoints'
import { staffPasskeyEndpoints } from './staff-passkey-endpoints'
import { staffOwnSecondFactorEndpoints, staffPasswordResetEndpoints } from './staff-self-service-endpoints'
import { staffSessionEndpoints } from './staff-session-endpoints'

/** Text typed in a language that is not English: each character leaves an ASCII-only JSON encoder as \uXXXX. */
const typed = (length: number) => 'é'.repeat(length)
const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.kr`
const token = 'T'.repeat(256)

const everyLanguage = (max: number) => Object.fromEntries(locales.map((locale) => [locale, typed(max)]))
/** Spaces typed around each address (trimmed), the rest as long as the rules keep: Korean in a path here is 6 bytes escaped. */
const longestRedirect = {
  from: `${'\u3000'.repeat(100)}/${'a'.repeat(REDIRECT_FROM_MAX_LENGTH - 1)}`,
  to: `${'\u3000'.repeat(100)}/${'가'.repeat(REDIRECT_TO_MAX_LENGTH - 1)}`,
  status: 302,
  offSite: false,
}

const longestPharmacy = {
  name: everyLanguage(pharmacyTextLimits.name),
  address: everyLanguage(pharmacyTextLimits.address),
  phone: `0${'1'.repeat(pharmacyTextLimits.phone - 1)}`,
  // A place is checked against Korea's list with its spaces left out: an ideographic space (non-ASCII) is the longest.
  siNm: `서${'\u3000'.repeat(pharmacyTextLimits.place - 2)}울`,
  sggNm: `중${'\u3000'.repeat(pharmacyTextLimits.place - 2)}구`,
  subwayArea: typed(pharmacyTextLimits.place),
  subwayLine: typed(pharmacyTextLimits.place),
  subwayName: typed(pharmacyTextLimits.place),
  latitude: 33.123456789012344,
  longitude: 124.12345678901234,
  productIds: Array.from({ length: PHARMACY_MAX_PRODUCTS }, (_, index) => 999_999_999 - index),
}

/** Base64url text of `length` characters, as WebAuthn's JSON carries bytes. */
const base64url = (length: number) => 'A'.repeat(length)
const longestPasskeyAnswer = {
  id: base64url(passkeyFieldLimits.credentialId),
  rawId: base64url(passkeyFieldLimits.credentialId),
  type: 'public-key',
  response: {
    clientDataJSON: base64url(passkeyFieldLimits.clientDataJSON),
    authenticatorData: base64url(passkeyFieldLimits.authenticatorData),
    signature: base64url(passkeyFieldLimits.signature),
    userHandle: base64url(passkeyFieldLimits.userHandle),
  },
  authenticatorAttachment: 'cross-platform',
  clientExtensionResults: { credProps: { rk: false } },
}
const longestPasskeyRegistration = {
  name: typed(nameLimits.maxLength),
  response: {
    id: base64url(passkeyFieldLimits.credentialId),
    rawId: base64url(passkeyFieldLimits.credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: base64url(passkeyFieldLimits.clientDataJSON),
      attestationObject: base64url(passkeyFieldLimits.attestationObject),
      authenticatorData: base64url(passkeyFieldLimits.authenticatorData),
      transports: Array.from({ length: passkeyFieldLimits.transports }, () => typed(passkeyFieldLimits.transportName)),
      publicKeyAlgorithm: -65_536,
      publicKey: base64url(passkeyFieldLimits.publicKey),
    },
    authenticatorAttachment: 'cross-platform',
    clientExtensionResults: { credProps: { rk: false } },
  },
}

/** The longest body each endpoint takes (valid, so the test also proves it is what the schema allows). */
const longestBodies = new Map<Endpoint, unknown>([
  [signInEndpoints.login, { email, password: typed(passwordLimits.maxLength), deviceToken: token }],
  [
    signInEndpoints.signup,
    {
      email,
      password: typed(passwordLimits.maxLength),
      name: typed(nameLimits.maxLength),
      termsAgree: true,
      privacyAgree: true,
      marketingAgree: false,
    },
  ],
  [
    signInEndpoints.socialLogin,
    {
      code: typed(2048),
      clientId: typed(512),
      redirectUri: `https://site.example/${typed(2048 - 21)}`,
      state: typed(512),
    },
  ],
  [signInEndpoints.loginSecondFactor, { secondFactorTicket: typed(256), code: typed(32), deviceToken: token }],
  [secondFactorEndpoints.confirm, { code: typed(32) }],
  [secondFactorEndpoints.renewRecoveryCodes, { code: typed(32) }],
  [secondFactorEndpoints.turnOff, { code: typed(32) }],
  [
    signInEndpoints.completeSocialSignup,
    { signupTicket: typed(256), termsAgree: true, privacyAgree: true, marketingAgree: true },
  ],
  [
    memberAreaEndpoints.updateProfile,
    {
      name: typed(profileLimits.name),
      zipcode: '12345',
      address1: typed(profileLimits.address),
      address2: typed(profileLimits.address),
      birthday: '19991231',
    },
  ],
  [
    memberAreaEndpoints.changePassword,
    { currentPassword: typed(passwordLimits.maxLength), newPassword: typed(passwordLimits.maxLength) },
  ],
  [memberAreaEndpoints.setPassword, { newPassword: typed(passwordLimits.maxLength) }],
  [memberAreaEndpoints.sendPhoneCode, { mobile: '01012345678' }],
  [memberAreaEndpoints.changePhone, { mobile: '01012345678', code: '123456' }],
  [
    memberAreaEndpoints.withdraw,
    { password: typed(passwordLimits.maxLength), reasons: [...withdrawalReasons], comment: typed(1000), agree: true },
  ],
  [memberAreaEndpoints.askQuestion, { title: typed(questionLimits.title), content: typed(questionLimits.content) }],
  [
    memberAreaEndpoints.requestSample,
    {
      materialIds: Array.from({ length: sampleLimits.materials }, () => MAX_WHOLE_NUMBER),
      quantity: typed(sampleLimits.quantity),
      purpose: typed(sampleLimits.purpose),
      recipient: typed(profileLimits.name),
      mobile: '01012345678',
      zipcode: '12345',
      address1: typed(profileLimits.address),
      address2: typed(profileLimits.address),
    },
  ],
  [memberSessionEndpoints.reauthenticate, { password: typed(passwordLimits.maxLength) }],
  [passwordResetEndpoints.requestPasswordReset, { email }],
  [passwordResetEndpoints.checkPasswordReset, { token }],
  [passwordResetEndpoints.confirmPasswordReset, { token, newPassword: typed(passwordLimits.maxLength) }],
  [emailVerificationEndpoints.confirmEmailVerification, { token }],
  [adminEndpoints.markInquiryProcessed, { by: typed(100) }],
  [adminEndpoints.addInquiryNote, { body: typed(inquiryNoteLimits.body) }],
  [adminEndpoints.assignInquiry, { assigneeId: '6f1c2b9e-8d3a-4f5b-9c7d-0e1f2a3b4c5d', version: 999_999_999 }],
  [adminEndpoints.setInquiryStatus, { status: 'in_progress', version: 999_999_999 }],
  [
    adminEndpoints.replyToInquiry,
    { subject: typed(inquiryReplyLimits.subject), body: typed(inquiryReplyLimits.body), version: 999_999_999 },
  ],
  [adminEndpoints.previewInquiryReply, { subject: typed(inquiryReplyLimits.subject), body: typed(inquiryReplyLimits.body) }],
  [memberAreaAdminEndpoints.answerQuestion, { content: typed(questionLimits.content), by: typed(100), version: 999_999_999 }],
  [
    memberAreaAdminEndpoints.moveSampleRequest,
    {
      status: 'declined',
      carrier: typed(sampleShippingLimits.carrier),
      trackingNumber: typed(sampleShippingLimits.trackingNumber),
      declineReason: typed(sampleShippingLimits.declineReason),
      version: 999_999_999,
    },
  ],
  [memberAreaAdminEndpoints.revealSampleRecipient, { reason: 'checking-address' }],
  [adminMemberEndpoints.revealMember, { reason: typed(revealReasonLimits.max) }],
  [adminMemberEndpoints.resetMemberSecondFactor, { reason: typed(revealReasonLimits.max) }],
  [
    adminMemberEndpoints.adjustPoints,
    { kind: 'deduct', amount: pointAdjustmentLimits.amount, reason: typed(pointAdjustmentLimits.reason) },
  ],
  [adminOutboxEndpoints.retryMail, {}],
  [
    accessReviewEndpoints.confirmDownloadReasons,
    {
      entryIds: Array.from({ length: downloadReasonLimits.entries }, (_, index) => MAX_WHOLE_NUMBER - index),
      reason: typed(downloadReasonLimits.max),
    },
  ],
  [accessReviewEndpoints.markMonthReviewed, { note: typed(reviewNoteLimits.max) }],
  [backupEndpoints.takeBackup, {}],
  [backupEndpoints.exportSecrets, {}],
  [scheduledJobEndpoints.runJob, {}],
  [
    mediaEndpoints.upload,
    {
      name: typed(mediaUploadLimits.maxNameLength),
      content: 'A'.repeat(Math.ceil(mediaUploadLimits.maxBytes / 3) * 4),
    },
  ],
  [
    mediaEndpoints.updateAlt,
    {
      alt: Object.fromEntries(locales.map((locale) => [locale, typed(MEDIA_ALT_MAX_LENGTH)])),
      version: 999_999_999,
    },
  ],
  [
    documentEditingEndpoints.upload,
    {
      name: typed(documentUploadLimits.maxNameLength),
      content: 'A'.repeat(Math.ceil(documentUploadLimits.maxBytes / 3) * 4),
    },
  ],
  [documentEditingEndpoints.rename, { name: everyLanguage(DOCUMENT_NAME_MAX_LENGTH), version: 999_999_999 }],
  [
    specSheetEndpoints.upload,
    {
      name: typed(documentUploadLimits.maxNameLength),
      content: 'A'.repeat(Math.ceil(documentUploadLimits.maxBytes / 3) * 4),
    },
  ],
  [pharmacyEditingEndpoints.createPharmacy, longestPharmacy],
  [
    contentEndpoints.pharmacyNearby,
    { latitude: -89.12345678901234, longitude: -179.1234567890123, idProduct: 999_999_999, page: MAX_PAGE, size: MAX_PAGE_SIZE },
  ],
  [memberConsentEndpoints.agreeToText, { document: 'privacy' }],
  [memberConsentEndpoints.setMarketing, { agreed: false }],
  [pharmacyEditingEndpoints.updatePharmacy, { version: 999_999_999, fields: longestPharmacy }],
  [
    pharmacyEditingEndpoints.importPharmacies,
    {
      mode: 'replace',
      dryRun: false,
      file: { name: typed(200), content: 'A'.repeat(Math.ceil(PHARMACY_IMPORT_MAX_BYTES / 3) * 4) },
    },
  ],
  [
    contentArchiveEndpoints.importContentArchive,
    {
      dryRun: false,
      file: { name: typed(200), content: 'A'.repeat(Math.ceil(CONTENT_ARCHIVE_UPLOAD_MAX_BYTES / 3) * 4) },
    },
  ],
  [redirectEndpoints.createRedirect, longestRedirect],
  [redirectEndpoints.updateRedirect, { version: 2_147_483_647, fields: longestRedirect }],
  [
    redirectEndpoints.importRedirects,
    {
      dryRun: false,
      offSite: false,
      file: { name: typed(200), content: 'A'.repeat(Math.ceil(REDIRECT_IMPORT_MAX_BYTES / 3) * 4) },
    },
  ],
  [
    redirectEndpoints.reportHits,
    {
      hits: Array.from({ length: REDIRECT_HITS_MAX_ENTRIES }, () => ({
        id: 999_999_999,
        count: 1_000_000,
        at: '2026-11-27T16:27:28.123+09:00',
      })),
    },
  ],
  [staffEndpoints.login, { email, password: typed(passwordLimits.maxLength), passkey: longestPasskeyAnswer }],
  [staffEndpoints.logout, {}],
  [
    staffEndpoints.addStaff,
    { email, name: typed(nameLimits.maxLength), role: 'support', password: typed(passwordLimits.maxLength) },
  ],
  [staffEndpoints.updateStaff, { role: 'support', status: 'disabled', version: 999_999_999 }],
  [staffEndpoints.resetSecondFactor, {}],
  [staffEndpoints.invite, { email, name: typed(nameLimits.maxLength), role: 'support' }],
  [staffEndpoints.revokeInvitation, { email }],
  [staffEndpoints.acceptInvitation, { password: typed(passwordLimits.maxLength), code: typed(32) }],
  [staffSessionEndpoints.endMyOtherSessions, {}],
  [staffSessionEndpoints.proveAgain, { password: typed(passwordLimits.maxLength), passkey: longestPasskeyAnswer }],
  [staffPasskeyEndpoints.myPasskeyOptions, {}],
  [staffPasskeyEndpoints.registerMyPasskey, longestPasskeyRegistration],
  [staffPasskeyEndpoints.renameMyPasskey, { name: typed(nameLimits.maxLength) }],
  [staffPasskeyEndpoints.passkeyChallenge, {}],
  [passkeyEndpoints.registerPasskey, longestPasskeyRegistration],
  [passkeyEndpoints.renamePasskey, { name: typed(nameLimits.maxLength) }],
  [passkeyEndpoints.signIn, { response: longestPasskeyAnswer, deviceToken: token }],
  [passkeyEndpoints.reauthenticate, { response: longestPasskeyAnswer }],
  [staffSessionEndpoints.changeMyPassword, { newPassword: typed(passwordLimits.maxLength) }],
  [staffPasswordResetEndpoints.requestStaffPasswordReset, { email }],
  [staffPasswordResetEndpoints.checkStaffPasswordReset, { token }],
  [
    staffPasswordResetEndpoints.confirmStaffPasswordReset,
    { token, newPassword: typed(passwordLimits.maxLength), code: typed(32) },
  ],
  [staffOwnSecondFactorEndpoints.startMySecondFactorChange, {}],
  [pharmacyRestoreEndpoints.restorePharmacyList, {}],
  [siteSetupEndpoints.removeDemoContent, {}],
  [staffOwnSecondFactorEndpoints.confirmMySecondFactorChange, { code: '123456' }],
  [
    inquiryEndpoints.createInquiry,
    {
      type: 'PARTNERSHIP',
      company: typed(inquiryLimits.company),
      fullName: typed(inquiryLimits.fullName),
      email,
      mobile: `+${'1'.repeat(inquiryLimits.mobile - 1)}`,
      subject: typed(inquiryLimits.subject),
      content: typed(inquiryLimits.content),
      privacyAgree: true,
      captcha: typed(4096),
      website: '',
    },
  ],
  [
    companyDetailsEndpoints.saveCompanyDetails,
    {
      version: 999_999_999,
      fields: {
        name: everyLanguage(companyDetailLimits.name),
        ceo: everyLanguage(companyDetailLimits.ceo),
        address: everyLanguage(companyDetailLimits.address),
        mailOrderRegNo: everyLanguage(companyDetailLimits.mailOrderRegNo),
        businessRegNo: '123-45-67890',
        phone: '+82 (31) 8017-4250',
        email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
        videoId: 'dQw4w9WgXcQ',
        location: { lat: -89.123456789012, lng: -179.12345678901 },
      },
    },
  ],
  ...contentKindLongestBodies,
  ...postEditingLongestBodies,
])

const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

const withBody = allEndpoints.filter((endpoint) => endpoint.body)

describe('body limits', () => {
  it('every endpoint that reads a body declares its limit', () => {
    const undeclared = withBody.filter((endpoint) => !endpoint.maxBodyBytes || endpoint.maxBodyBytes <= 0)
    expect(undeclared.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([])
    expect(withBody.filter((endpoint) => !longestBodies.has(endpoint)).map((endpoint) => endpoint.path)).toEqual([])
  })

  it.each(withBody.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s takes its longest valid body with every character escaped as \\uXXXX',
    (_, endpoint) => {
      const body = longestBodies.get(endpoint)
      const parsed = v.safeParse(endpoint.body as v.GenericSchema, body)
      expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined()
      expect(asciiJson(body).length).toBeLessThanOrEqual(endpoint.maxBodyBytes ?? 0)
    },
  )
})

import { describe, expect, it } from 'vitest'
import { inquiryWorkStatuses } from '~/api/contract/admin-endpoints'
import { memberSearchKinds, pointAdjustmentKinds } from '~/api/contract/admin-member-endpoints'
import { contentStates } from '~/api/contract/content-editing'
import { sampleRevealReasons } from '~/api/contract/member-area-admin-endpoints'
import { questionStatuses, sampleStatuses } from '~/api/contract/member-area-endpoints'
import { pharmacyFileFormats, pharmacyImportModes } from '~/api/contract/pharmacy-editing-endpoints'
import { categorizedPostTypes } from '~/api/contract/posts'
import { redirectStatuses } from '~/api/contract/redirect-addresses'
import { jobOutcomes } from '~/api/contract/scheduled-job-endpoints'
import { staffStatuses } from '~/api/contract/staff-endpoints'
import { staffRoles } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { auditDetailValue } from './audit-detail-words'

const consoleLocales = ['ko-KR', 'en-US'] as const

/** Every value of a set, in an action that records it under a key, as the console's word in each of its languages. */
function expectWordsForEvery(action: string, key: string, values: readonly (string | number)[]) {
  for (const locale of consoleLocales) {
    overwriteGetLocale(() => locale)
    const shown = values.map((value) => auditDetailValue(action, key, String(value)))
    for (const [index, word] of shown.entries()) {
      expect(word, `${action} ${key}=${values[index]} in ${locale}`).not.toBe(String(values[index]))
      expect(word, `${action} ${key}=${values[index]} in ${locale}`).not.toBe('')
    }
    expect(new Set(shown).size, `${action} ${key} in ${locale}: one word per value`).toBe(values.length)
  }
}

describe('an audit detail’s value in the console', () => {
  it('names how a staff member proved who they were, and why a sign-in, a proof or a reset was refused', () => {
    expect(auditDetailValue('staff.sign-in', 'secondFactor', 'passkey')).toBe(m.admin_audit_factor_passkey())
    expect(auditDetailValue('staff.reauthenticated', 'secondFactor', 'totp')).toBe(m.admin_audit_factor_totp())
    expect(auditDetailValue('staff.sign-in-failed', 'reason', 'unknown-email')).toBe(m.admin_audit_failure_unknown_email())
    expect(auditDetailValue('staff.reauthentication-failed', 'reason', 'code')).toBe(m.admin_audit_failure_code())
    expect(auditDetailValue('staff.password-reset-failed', 'reason', 'code')).toBe(m.admin_audit_failure_code())
  })

  it.each([
    ['staff.update', 'role', staffRoles],
    ['staff.update', 'status', staffStatuses],
    ['inquiry.status', 'status', inquiryWorkStatuses],
    ['sample.move', 'status', sampleStatuses],
    ['sample.reveal', 'reason', sampleRevealReasons],
    ['question.answer', 'status', questionStatuses],
    ['redirect.update', 'status', redirectStatuses],
    ['member.points', 'kind', pointAdjustmentKinds],
    ['member.search', 'kind', memberSearchKinds],
    ['job.run', 'outcome', jobOutcomes],
    ['pharmacy.import', 'mode', pharmacyImportModes],
    ['pharmacy.import', 'format', pharmacyFileFormats],
    ['content.publish', 'state', contentStates],
    ['content.category', 'postType', categorizedPostTypes],
    ['staff.sessions-ended', 'kept', ['this one']],
  ] as const)('%s: every %s in words, in Korean and English', (action, key, values) => {
    expectWordsForEvery(action, key, values)
  })

  it('names a mail by the outbox’s word for its kind, and each record’s status by its own states', () => {
    overwriteGetLocale(() => 'en-US')
    expect(auditDetailValue('mail.retry', 'kind', 'inquiry_reply')).toBe(m.admin_mail_kind_inquiry_reply())
    expect(auditDetailValue('staff.invitation-accepted', 'status', 'disabled')).toBe(m.admin_status_disabled())
    expect(auditDetailValue('inquiry.reply', 'status', 'done')).toBe(m.admin_inquiry_status_done())
    expect(auditDetailValue('redirect.delete', 'status', '302')).toBe(m.admin_redirect_status_temporary())
    expect(auditDetailValue('sample.move', 'status', 'shipped')).toBe(m.sample_status_shipped())
    expect(auditDetailValue('content.unpublish', 'state', 'unpublished')).toBe(m.admin_content_state_unpublished())
  })

  it('keeps what a person typed, an old value and another backend’s word as they were kept', () => {
    expect(auditDetailValue('sample.reject', 'reason', 'password')).toBe('password')
    expect(auditDetailValue('member.reveal', 'reason', 'shipping')).toBe('shipping')
    expect(auditDetailValue('staff.sign-in-failed', 'reason', 'toString')).toBe('toString')
    expect(auditDetailValue('mail.retry', 'kind', 'newsletter')).toBe('newsletter')
    expect(auditDetailValue('job.run', 'outcome', 'skipped')).toBe('skipped')
    expect(auditDetailValue('staff.update', 'role', 'owner')).toBe('owner')
    expect(auditDetailValue('content.publish', 'state', 'all')).toBe('all')
    expect(auditDetailValue('machine.call', 'status', '200')).toBe('200')
    expect(auditDetailValue('member.points', 'kind', 'email')).toBe('email')
    expect(auditDetailValue('member.search', 'kind', 'grant')).toBe('grant')
  })

  it('says yes, no and nothing in the console’s words', () => {
    expect(auditDetailValue('point.adjust', 'mailed', 'true')).toBe(m.admin_audit_yes())
    expect(auditDetailValue('point.adjust', 'mailed', 'false')).toBe(m.admin_audit_no())
    expect(auditDetailValue('point.adjust', 'note', '')).toBe('—')
  })

  it('shows a kept moment as the console’s other times: the date in its language, the time in Korean time', () => {
    overwriteGetLocale(() => 'ko-KR')
    expect(auditDetailValue('content.publish', 'publishAt', '2026-03-01T15:30:00.000Z')).toBe('2026. 03. 02. 00:30 KST')
    overwriteGetLocale(() => 'en-US')
    expect(auditDetailValue('mail.retry', 'nextAttemptAt', '2026-03-01T15:30:00.000Z')).toBe('03/02/2026 00:30 KST')
    expect(auditDetailValue('pharmacy.restore', 'madeAt', '2026-03-01T09:00:00+09:00')).toBe('03/01/2026 09:00 KST')
    // Not a moment: a day, a typed text that starts like one, a version number.
    expect(auditDetailValue('audit.export', 'from', '2026-03-01')).toBe('2026-03-01')
    expect(auditDetailValue('member.reveal', 'reason', '2026-03-01T15:30 call')).toBe('2026-03-01T15:30 call')
    expect(auditDetailValue('content.save', 'version', '2026')).toBe('2026')
  })
})

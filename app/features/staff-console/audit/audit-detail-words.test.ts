import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { auditDetailValue } from './audit-detail-words'

describe('an audit detail’s value in the console', () => {
  it('names how a staff member proved who they were, and why a sign-in or a proof was refused', () => {
    expect(auditDetailValue('staff.sign-in', 'secondFactor', 'passkey')).toBe(m.admin_audit_factor_passkey())
    expect(auditDetailValue('staff.reauthenticated', 'secondFactor', 'totp')).toBe(m.admin_audit_factor_totp())
    expect(auditDetailValue('staff.sign-in-failed', 'reason', 'unknown-email')).toBe(m.admin_audit_failure_unknown_email())
    expect(auditDetailValue('staff.reauthentication-failed', 'reason', 'code')).toBe(m.admin_audit_failure_code())
  })

  it('keeps what a person typed as they typed it, though it reads like one of those words', () => {
    expect(auditDetailValue('sample.reject', 'reason', 'password')).toBe('password')
    expect(auditDetailValue('staff.sign-in-failed', 'reason', 'toString')).toBe('toString')
  })

  it('says yes, no and nothing in the console’s words', () => {
    expect(auditDetailValue('point.adjust', 'mailed', 'true')).toBe(m.admin_audit_yes())
    expect(auditDetailValue('point.adjust', 'mailed', 'false')).toBe(m.admin_audit_no())
    expect(auditDetailValue('point.adjust', 'note', '')).toBe('—')
  })
})

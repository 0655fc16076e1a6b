import { m } from '~/paraglide/messages'

type Words = Readonly<Record<string, () => string>>

/** How a staff member proved who they were (`secondFactor`): the kinds the sign-in and the proof dialog record. */
const secondFactorWords: Words = {
  totp: m.admin_audit_factor_totp,
  recovery: m.admin_audit_factor_recovery,
  passkey: m.admin_audit_factor_passkey,
}

/** Why a sign-in or a proof was refused (`reason` of those actions; elsewhere a reason is what a staff member typed). */
const refusalWords: Words = {
  'unknown-email': m.admin_audit_failure_unknown_email,
  password: m.admin_audit_failure_password,
  disabled: m.admin_audit_failure_disabled,
  code: m.admin_audit_failure_code,
  passkey: m.admin_audit_failure_passkey,
}
const refusedActions = new Set(['staff.sign-in-failed', 'staff.reauthentication-failed'])

function wordsFor(action: string, key: string): Words | undefined {
  if (key === 'secondFactor') return secondFactorWords
  if (key === 'reason' && refusedActions.has(action)) return refusalWords
  return undefined
}

/**
 * A detail's value as the console shows it: a word the backend records for a kind of thing in the console's language,
 * yes and no for a flag, a dash for nothing, and anything else (what a person typed, a count) as it was kept.
 */
export function auditDetailValue(action: string, key: string, value: string): string {
  const words = wordsFor(action, key)
  if (words && Object.hasOwn(words, value)) return words[value]?.() ?? value
  if (value === 'true') return m.admin_audit_yes()
  if (value === 'false') return m.admin_audit_no()
  return value === '' ? '—' : value
}

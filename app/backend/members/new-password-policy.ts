import { ApiError } from '../http/api-error'
import { isCommonPassword } from './common-passwords.server'

/** A local part shorter than this is found inside too many good passwords to count ('jo', 'k'). */
const MIN_EMAIL_NAME_LENGTH = 3

/** The name before the @ (and before a +tag), when it is long enough to mean something inside a password. */
function emailName(email: string): string | undefined {
  const name = email.toLowerCase().split('@')[0]?.split('+')[0] ?? ''
  return name.length >= MIN_EMAIL_NAME_LENGTH ? name : undefined
}

/**
 * Refuses a new password (sign-up, password change) that is common or breached, or holds the account's email name:
 * a field error on `field`, so the form shows it under the password (ASVS 5.0 6.2.4).
 */
export async function assertNewPasswordAcceptable(password: string, email: string | null, field: string): Promise<void> {
  const name = email ? emailName(email) : undefined
  if (name && password.toLowerCase().includes(name)) throw new ApiError('PASSWORD_CONTAINS_EMAIL', undefined, {}, field)
  if (await isCommonPassword(password)) throw new ApiError('PASSWORD_TOO_COMMON', undefined, {}, field)
}

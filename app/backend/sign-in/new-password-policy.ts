import { ApiError } from '../http/api-error'
import { isCommonPassword } from './common-passwords.server'
import { containsContextWord, wordsOf } from './password-context-words'

/** A local part shorter than this is found inside too many good passwords to count ('jo', 'k'). */
const MIN_EMAIL_NAME_LENGTH = 3

/** The name before the @ (and before a +tag), when it is long enough to mean something inside a password. */
function emailName(email: string): string | undefined {
  const name = email.toLowerCase().split('@')[0]?.split('+')[0] ?? ''
  return name.length >= MIN_EMAIL_NAME_LENGTH ? name : undefined
}

/** Whose password it is. */
export interface PasswordOwner {
  email: string | null
  name: string | null
}

/**
 * Refuses a new password (sign-up, password change) that is common or breached (ASVS 5.0 6.2.4), holds the account's
 * email name, or holds the site's words or the member's own name (6.2.11): a field error on `field`, so the form shows
 * it under the password.
 */
export async function assertNewPasswordAcceptable(
  password: string,
  owner: PasswordOwner,
  field: string,
  siteWords: readonly string[],
): Promise<void> {
  const name = owner.email ? emailName(owner.email) : undefined
  if (name && password.toLowerCase().includes(name)) throw new ApiError('PASSWORD_CONTAINS_EMAIL', undefined, {}, field)
  if (containsContextWord(password, [...siteWords, ...wordsOf(owner.name ?? '')])) {
    throw new ApiError('PASSWORD_CONTAINS_CONTEXT', undefined, {}, field)
  }
  if (await isCommonPassword(password)) throw new ApiError('PASSWORD_TOO_COMMON', undefined, {}, field)
}

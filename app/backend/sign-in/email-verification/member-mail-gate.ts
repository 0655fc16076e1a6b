import { PASSWORD_RESET_KIND } from '../password-reset/password-reset-mail'
import { EMAIL_VERIFICATION_KIND } from './email-verification-mail'

/**
 * The mails an address that is not verified may get (decision 48): the verification link, and the password reset
 * link, which proves the mailbox just as well (the reset, once done, marks the address verified) and is a member's
 * only way back into an account they signed up to and forgot the password of. Anything else that mails a member
 * asks `mayMailMember` first.
 */
const verifyingKinds: ReadonlySet<string> = new Set([EMAIL_VERIFICATION_KIND, PASSWORD_RESET_KIND])

export function mayMailMember(member: { emailVerifiedAt: Date | null }, kind: string): boolean {
  return member.emailVerifiedAt !== null || verifyingKinds.has(kind)
}

import type { NoticeLetterhead } from '../sign-in/security-history/member-security-change'
import type { SignInOptions } from '../sign-in/sign-in-options'
import type { SmsSender } from '../sms/sms-sender'

/** What the member area needs beyond the sign-in settings (their clock, limits and proxy trust). */
export interface MemberAreaOptions extends SignInOptions {
  /** Sends the verification codes. */
  sms: SmsSender
  /** The brand at the start of each SMS (BRAND_NAME, else the site's default). */
  brandName: string
  /** The origin and brand of the security notices (decision 95). */
  letterhead: NoticeLetterhead
}

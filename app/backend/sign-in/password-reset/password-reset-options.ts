import { siteDefaults } from '~/config/site-defaults'

export interface PasswordResetOptions {
  /** The site's public origin: the mailed link is `<siteUrl>/password/reset?lang=…&token=…`. */
  siteUrl: string
  /** The brand in the mail's subject and signature. */
  brandName: string
  /** Requests allowed per hour from one client address, and for one email address; the next answers 429. */
  requestLimit: number
  /** How long a mailed link works. */
  tokenMinutes: number
  /**
   * The least time a request takes to answer, whatever it found: a registered email costs a few more writes than an
   * unknown one, and the answer must not tell them apart by its time.
   */
  answerFloorMs: number
}

export type PasswordResetInput = Partial<PasswordResetOptions>

export function passwordResetOptions(input: PasswordResetInput = {}): PasswordResetOptions {
  return {
    siteUrl: input.siteUrl ?? 'http://localhost:3000',
    brandName: input.brandName ?? siteDefaults.brandName,
    requestLimit: input.requestLimit ?? 5,
    tokenMinutes: input.tokenMinutes ?? 30,
    answerFloorMs: input.answerFloorMs ?? 400,
  }
}

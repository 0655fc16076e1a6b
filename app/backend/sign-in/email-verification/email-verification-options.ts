import { siteDefaults } from '~/config/site-defaults'

export interface EmailVerificationOptions {
  /** The site's public origin: the mailed link is `<siteUrl>/email/verify?lang=…&token=…`. */
  siteUrl: string
  /** The brand in the mail's subject and signature. */
  brandName: string
  /** How long a mailed link works. */
  linkHours: number
  /** Links a member may ask for in an hour, and that one client address may ask for; the next answers 429. */
  sendLimit: number
}

export type EmailVerificationInput = Partial<EmailVerificationOptions>

export function emailVerificationOptions(input: EmailVerificationInput = {}): EmailVerificationOptions {
  return {
    siteUrl: input.siteUrl ?? 'http://localhost:3000',
    brandName: input.brandName ?? siteDefaults.brandName,
    linkHours: input.linkHours ?? 24,
    sendLimit: input.sendLimit ?? 3,
  }
}

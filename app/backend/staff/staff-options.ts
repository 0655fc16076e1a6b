import { siteDefaults } from '~/config/site-defaults'
import { type SignInOptionsInput, signInOptions } from '../sign-in/sign-in-options'

/** What staff sign-in and accounts need beyond the database. */
export interface StaffOptions {
  /** Failed sign-ins allowed per minute, per client address and per staff account (as members'). */
  signInFailureLimit: number
  /** Words no new password may hold: the site's names and subject (as members'). */
  passwordContextWords: readonly string[]
  /** The site's public origin: an invitation links to `<siteUrl>/admin/invitation?token=…`. */
  siteUrl: string
  /** The brand in the authenticator app's entry and in the invitation mail. */
  brandName: string
  /** The clock of sessions, codes and invitations; tests move it. Unset: the process's, and the database's for limits. */
  clock?: () => Date
}

/** Staff follow the members' sign-in limits and password rules; the rest comes from the site. */
export function staffOptions(
  auth: SignInOptionsInput | undefined,
  site: { siteUrl?: string; brandName?: string },
  clock: (() => Date) | undefined,
): StaffOptions {
  const signIn = signInOptions(auth ?? {})
  return {
    signInFailureLimit: signIn.signInFailureLimit,
    passwordContextWords: signIn.passwordContextWords,
    siteUrl: site.siteUrl ?? 'http://localhost:3000',
    brandName: site.brandName ?? siteDefaults.brandName,
    clock,
  }
}

export const staffNow = (options: Pick<StaffOptions, 'clock'>): Date => options.clock?.() ?? new Date()

/** The moment rate limits count at: the injected clock's, else the database's (see rateLimit). */
export const staffCountAt = (options: Pick<StaffOptions, 'clock'>): Date | undefined => options.clock?.()

import type { MemberInfo } from '~/api/contract/auth-endpoints'

/** What a sign-in, sign-up or sign-out answers the page: the member, or a message fit to show (nothing is thrown). */
export type AuthOutcome = { ok: true; member: MemberInfo | null } | { ok: false; status: number; code: string; message: string }

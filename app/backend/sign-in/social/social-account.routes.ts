import type { Hono } from 'hono'
import { socialAccountEndpoints as api } from '~/api/contract/social-account-endpoints'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { requireSession } from '../member-sessions'
import { assertRecentlyAuthenticated } from '../reauthentication'
import { changeBySession, type NoticeLetterhead } from '../security-history/member-security-change'
import type { SignInOptions } from '../sign-in-options'
import { memberSocialAccountList, unlinkMemberSocialAccount } from './member-social-accounts'

/** The member's linked providers on their security page: listing them, and unlinking one (a recent authentication). */
export function registerSocialAccountRoutes(app: Hono, db: Database, options: SignInOptions, letterhead: NoticeLetterhead): void {
  implement(app, api.socialAccounts, async ({ request }) =>
    memberSocialAccountList(db, (await requireSession(db, request, options)).member),
  )
  implement(app, api.unlinkSocialAccount, async ({ request, params, locale }) => {
    const signedIn = await requireSession(db, request, options)
    assertRecentlyAuthenticated(signedIn, options)
    const context = changeBySession(signedIn, letterhead, locale, options)
    return unlinkMemberSocialAccount(db, signedIn.member, params.provider, context)
  })
}

import type { Hono } from 'hono'
import { secondFactorEndpoints as api } from '~/api/contract/second-factor-endpoints'
import type { Locale } from '~/i18n/locales'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { requireSession, type SignedIn } from '../member-sessions'
import { assertRecentlyAuthenticated } from '../reauthentication'
import { changeBySession, type NoticeLetterhead } from '../security-history/member-security-change'
import type { SignInOptions } from '../sign-in-options'
import {
  confirmEnrolment,
  renewRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
  turnOffSecondFactor,
} from './member-second-factor'

/**
 * The member's second factor (decision 29). Setting it up, confirming it, new recovery codes and turning it off want a
 * recent authentication (ASVS 6.4.4: as strong as the enrolment); the last two a current code as well.
 */
export function registerSecondFactorRoutes(
  app: Hono,
  db: Database,
  options: SignInOptions & { brandName: string; letterhead: NoticeLetterhead },
): void {
  const clientIp = (request: Request, bindings: unknown) =>
    clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
  const recentlyAuthenticated = async (request: Request) => {
    const session = await requireSession(db, request, options)
    assertRecentlyAuthenticated(session, options)
    return session
  }
  /** A change the member makes now: on their security page and in a notice mail (decision 95). */
  const changedBy = (signedIn: SignedIn, locale: Locale) => changeBySession(signedIn, options.letterhead, locale, options)

  implement(app, api.status, async ({ request }) =>
    secondFactorStatus(db, (await requireSession(db, request, options)).member.id),
  )
  implement(app, api.setup, async ({ request }) =>
    startEnrolment(db, (await recentlyAuthenticated(request)).member, options.brandName, options),
  )
  implement(app, api.confirm, async ({ request, bindings, body, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    const ip = clientIp(request, bindings)
    return confirmEnrolment(db, signedIn.member, body.code, ip, options, changedBy(signedIn, locale))
  })
  implement(app, api.renewRecoveryCodes, async ({ request, bindings, body, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    const ip = clientIp(request, bindings)
    return renewRecoveryCodes(db, signedIn.member, body.code, ip, options, changedBy(signedIn, locale))
  })
  implement(app, api.turnOff, async ({ request, bindings, body, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    const ip = clientIp(request, bindings)
    return turnOffSecondFactor(db, signedIn.member, body.code, ip, options, changedBy(signedIn, locale))
  })
}

import type { Hono } from 'hono'
import { memberAreaEndpoints as api } from '~/api/contract/member-area-endpoints'
import { memberConsentEndpoints } from '~/api/contract/member-consent-endpoints'
import { memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { agreeToCurrentText, changedTexts, consentHistory, setMarketingConsent } from '../sign-in/member-consents'
import { requireSession } from '../sign-in/member-sessions'
import { assertRecentlyAuthenticated } from '../sign-in/reauthentication'
import { registerSecondFactorRoutes } from '../sign-in/second-factor/second-factor.routes'
import { changeBySession } from '../sign-in/security-history/member-security-change'
import { nowOf } from '../sign-in/sign-in-options'
import { closeAccount } from '../withdrawal/close-account'
import { changePassword, setPassword } from './change-password'
import { changePhone } from './change-phone'
import type { MemberAreaOptions } from './member-area-options'
import { exportMemberData } from './member-data-export'
import { askQuestion, listQuestions, readQuestion } from './member-questions'
import { registerMemberSessionRoutes } from './member-session.routes'
import { assertMemberMayWrite } from './member-write-limits'
import { pointHistory } from './point-history'
import { listSampleRequests, requestSample } from './sample-requests'
import { sendPhoneCode } from './send-phone-code'
import { updateProfile } from './update-profile'

/**
 * The members' own calls (issue 7). Each handler resolves the member from the request's token itself and reads or
 * writes only rows of that member: no id in a request can name another member's data.
 */
export function registerMemberAreaRoutes(app: Hono, db: Database, options: MemberAreaOptions): void {
  const signedIn = (request: Request) => requireSession(db, request, options)
  /** Limits count at the injected clock's time, else at the database's. */
  const countAt = () => (options.clock ? nowOf(options) : undefined)

  registerSecondFactorRoutes(app, db, options)
  implement(app, api.updateProfile, async ({ request, body }) => updateProfile(db, (await signedIn(request)).member.id, body))
  implement(app, api.changePassword, async ({ request, body, locale }) => {
    const session = await signedIn(request)
    return changePassword(db, session, body, options, changeBySession(session, options.letterhead, locale, options))
  })
  implement(app, api.setPassword, async ({ request, body, locale }) => {
    const session = await signedIn(request)
    return setPassword(db, session, body, options, changeBySession(session, options.letterhead, locale, options))
  })
  // The phone number is a sensitive change: both the code and its confirmation want a recent authentication.
  implement(app, api.sendPhoneCode, async ({ request, bindings, body, locale }) => {
    const session = await signedIn(request)
    assertRecentlyAuthenticated(session, options)
    const { member } = session
    const clientIp = clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
    return sendPhoneCode(db, member.id, body.mobile, clientIp, locale, options)
  })
  implement(app, api.changePhone, async ({ request, body }) => {
    const session = await signedIn(request)
    assertRecentlyAuthenticated(session, options)
    return changePhone(db, session.member.id, body, options)
  })
  implement(app, api.withdraw, async ({ request, body }) => {
    const session = await signedIn(request)
    // The right password is itself a re-authentication; a member without one must have signed in recently.
    if (!session.member.passwordHash) assertRecentlyAuthenticated(session, options)
    return closeAccount(db, session.member, body, options)
  })
  // Everything about the member at once: as sensitive as a change, so it wants a recent authentication too.
  implement(app, memberDataExportEndpoints.exportData, async ({ request, locale }) => {
    const session = await signedIn(request)
    assertRecentlyAuthenticated(session, options)
    return exportMemberData(db, session, locale, options)
  })
  implement(app, memberConsentEndpoints.consents, async ({ request }) => {
    const { member } = await signedIn(request)
    const [history, changed] = await Promise.all([consentHistory(db, member), changedTexts(db, member)])
    return { history, changed }
  })
  implement(app, memberConsentEndpoints.agreeToText, async ({ request, body, locale }) =>
    agreeToCurrentText(db, (await signedIn(request)).member, body.document, { now: nowOf(options), locale }),
  )
  implement(app, memberConsentEndpoints.setMarketing, async ({ request, body, locale }) =>
    setMarketingConsent(db, (await signedIn(request)).member, body.agreed, { now: nowOf(options), locale }),
  )
  implement(app, api.points, async ({ request, query, locale }) =>
    pointHistory(db, (await signedIn(request)).member.id, query, nowOf(options), locale),
  )
  implement(app, api.questions, async ({ request, query }) =>
    listQuestions(db, (await signedIn(request)).member.id, query.page, query.size),
  )
  implement(app, api.question, async ({ request, params }) => readQuestion(db, (await signedIn(request)).member.id, params.id))
  implement(app, api.askQuestion, async ({ request, body }) => {
    const { member } = await signedIn(request)
    await assertMemberMayWrite(db, 'question', member.id, countAt())
    return askQuestion(db, member.id, body, nowOf(options))
  })
  implement(app, api.samples, async ({ request, query, locale }) =>
    listSampleRequests(db, (await signedIn(request)).member.id, query.page, query.size, locale),
  )
  implement(app, api.requestSample, async ({ request, body }) => {
    const { member } = await signedIn(request)
    await assertMemberMayWrite(db, 'sampleRequest', member.id, countAt())
    return requestSample(db, member.id, body, nowOf(options))
  })
  registerMemberSessionRoutes(app, db, options)
}

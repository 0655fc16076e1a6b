import type * as v from 'valibot'
import type { Session, signupBodySchema } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { queueVerificationMail, type VerificationMailing } from './email-verification/email-verification'
import { activeMemberByEmail, insertMember } from './member-records'
import { startSession } from './member-sessions'
import { hashPassword } from './password-hash'
import { nowOf, type SignInOptions } from './sign-in-options'
import { identityHasher, isBarred } from './withdrawn-identities'

/** POST /signup: a new member by email and password, signed in at once; the link that verifies the email is mailed. */
export async function signUpWithEmail(
  db: Database,
  body: v.InferOutput<typeof signupBodySchema>,
  options: SignInOptions,
  mailing: Omit<VerificationMailing, 'now'>,
): Promise<Session> {
  const now = nowOf(options)
  const hash = await identityHasher(db)
  if (await isBarred(db, [hash.email(body.email)], now)) throw new ApiError('REREGISTRATION_BARRED')
  if (await activeMemberByEmail(db, body.email)) throw new ApiError('EMAIL_TAKEN')
  const passwordHash = await hashPassword(body.password)
  return db.transaction(async (tx) => {
    const member = await insertMember(
      tx,
      {
        email: body.email,
        passwordHash,
        name: body.name,
        signUpMethod: 'email',
        termsAgreedAt: now,
        privacyAgreedAt: now,
        marketingAgree: body.marketingAgree,
        createdAt: now,
      },
      mailing.locale,
    )
    await queueVerificationMail(tx, { id: member.id, email: body.email }, { ...mailing, now })
    return startSession(tx, member.id, now, options)
  })
}

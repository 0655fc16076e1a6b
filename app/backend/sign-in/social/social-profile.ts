import * as v from 'valibot'
import { emailSchema, type SocialProvider } from '~/api/contract/sign-in-endpoints'

/** What the backend keeps of a provider's answer: the stable account id, and what it says of the person. */
export interface SocialProfile {
  provider: SocialProvider
  subject: string
  email: string | null
  /** Only a verified email may link the provider's account to an existing member. */
  emailVerified: boolean
  name: string | null
}

const text = v.optional(v.nullable(v.string()))
const subject = v.pipe(v.string(), v.minLength(1), v.maxLength(255))

function cleanEmail(value: string | null | undefined): string | null {
  const parsed = v.safeParse(emailSchema, value)
  return parsed.success ? parsed.output : null
}

const cleanName = (...candidates: (string | null | undefined)[]): string | null =>
  candidates.map((candidate) => candidate?.trim().slice(0, 50)).find(Boolean) ?? null

/** Google's OIDC userinfo. */
const google = v.object({ sub: subject, email: text, email_verified: v.optional(v.union([v.boolean(), v.string()])), name: text })

/** Facebook's Graph `me`: its email is not taken as verified (conservative). */
const facebook = v.object({ id: subject, email: text, name: text })

/** Naver's profile API, wrapped in resultcode '00': its email is not taken as verified. */
const naver = v.object({
  resultcode: v.literal('00'),
  response: v.object({ id: subject, email: text, name: text, nickname: text }),
})

/** Kakao's user/me: the email counts as verified only when Kakao says it is both valid and verified. */
const kakao = v.object({
  id: v.pipe(v.number(), v.integer()),
  kakao_account: v.optional(
    v.object({
      email: text,
      is_email_valid: v.optional(v.boolean()),
      is_email_verified: v.optional(v.boolean()),
      profile: v.optional(v.object({ nickname: text })),
    }),
  ),
})

type Mapper = (json: unknown) => Omit<SocialProfile, 'provider'> | undefined

export const profileMappers: Record<SocialProvider, Mapper> = {
  google: (json) => {
    const parsed = v.safeParse(google, json)
    if (!parsed.success) return undefined
    const { sub, email, email_verified: verified, name } = parsed.output
    const emailValue = cleanEmail(email)
    return { subject: sub, email: emailValue, emailVerified: !!emailValue && String(verified) === 'true', name: cleanName(name) }
  },
  facebook: (json) => {
    const parsed = v.safeParse(facebook, json)
    if (!parsed.success) return undefined
    const { id, email, name } = parsed.output
    return { subject: id, email: cleanEmail(email), emailVerified: false, name: cleanName(name) }
  },
  naver: (json) => {
    const parsed = v.safeParse(naver, json)
    if (!parsed.success) return undefined
    const { id, email, name, nickname } = parsed.output.response
    return { subject: id, email: cleanEmail(email), emailVerified: false, name: cleanName(name, nickname) }
  },
  kakao: (json) => {
    const parsed = v.safeParse(kakao, json)
    if (!parsed.success) return undefined
    const { id, kakao_account: account } = parsed.output
    const email = cleanEmail(account?.email)
    const verified = account?.is_email_valid === true && account.is_email_verified === true
    return { subject: String(id), email, emailVerified: !!email && verified, name: cleanName(account?.profile?.nickname) }
  },
}

/** The provider's userinfo answer as a profile; undefined when it is not the shape that provider sends. */
export function mapProfile(provider: SocialProvider, json: unknown): SocialProfile | undefined {
  const profile = profileMappers[provider](json)
  return profile && { provider, ...profile }
}

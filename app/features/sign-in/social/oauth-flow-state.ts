import { timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import { socialProviders } from '~/api/contract/sign-in-endpoints'
import { locales } from '~/i18n/locales'

/** How the provider's page was opened: a popup (Naver, Kakao) talks back to its opener, a redirect comes back. */
export const signInModes = ['popup', 'redirect'] as const

const flowStateSchema = v.object({
  state: v.pipe(v.string(), v.regex(/^[\w-]{32,128}$/)),
  provider: v.picklist(socialProviders),
  mode: v.picklist(signInModes),
  returnTo: v.pipe(v.string(), v.maxLength(2048)),
  /** The language the sign-in started in: the provider's callback comes back without it. */
  locale: v.optional(v.picklist(locales)),
})

/** A social sign-in in progress, kept in an HttpOnly cookie between the start and the provider's callback. */
export type OAuthFlowState = v.InferOutput<typeof flowStateSchema>

export function encodeFlowState(flow: OAuthFlowState): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url')
}

export function decodeFlowState(cookie: string | undefined): OAuthFlowState | undefined {
  if (!cookie || cookie.length > 4096) return undefined
  try {
    const parsed = v.safeParse(flowStateSchema, JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** The state the provider sent back must be the one this browser started with, compared in constant time. */
export function stateMatches(flow: OAuthFlowState | undefined, returned: string | null): flow is OAuthFlowState {
  if (!flow || !returned) return false
  const expected = Buffer.from(flow.state)
  const actual = Buffer.from(returned)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { getLocale } from '~/paraglide/runtime'

/** A sign-in whose first factor was right and that now asks for the second (the ticket waits in an HttpOnly cookie). */
export interface SecondFactorStep {
  secondFactorRequired: true
}

export const isSecondFactorStep = (data: MemberInfo | SecondFactorStep | null | undefined): data is SecondFactorStep =>
  data != null && 'secondFactorRequired' in data

/** The code step of a sign-in, in the page's language, going on to `returnTo` once the code is right. */
export function secondFactorHref(returnTo: string | undefined): string {
  const search = new URLSearchParams({ lang: getLocale(), ...(returnTo ? { returnTo } : {}) })
  return `/login/second-factor?${search}`
}

import { safeRedirectTarget } from '~/security/safe-redirect'

/** Only a path on this site, and never back to the sign-in pages themselves. */
export function returnToParam(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  const target = safeRedirectTarget(value, '')
  if (!target || /^\/(login|signup)(\/|\?|$)/.test(target)) return undefined
  return target
}

import { isConsolePath } from '~/config/console-paths'
import { safeRedirectTarget } from '~/security/safe-redirect'

/** Where a sign-in goes back to: a console address on this site, never the sign-in pages themselves. */
export function consoleReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  const target = safeRedirectTarget(value, '')
  if (!target || !isConsolePath(new URL(target, 'http://same.invalid').pathname)) return undefined
  return /^\/admin\/(login|invitation)(\/|\?|$)/i.test(target) ? undefined : target
}

import { baseLocale, locales } from '~/paraglide/runtime'
import { hostCookieName } from '~/security/cookie-prefix'

export type Locale = (typeof locales)[number]
export { baseLocale, locales }

/** Cookie that remembers the visitor's explicit language choice; over HTTPS it is `__Host-lang` (localeCookieName). */
export const LOCALE_COOKIE = 'lang'

/**
 * A part of the site with languages of its own and the choice it keeps among them: the public site's five (`lang`),
 * or the staff console's two (`consoleLanguages`, language-scopes.ts), so that neither choice changes the other.
 */
export interface LanguageScope {
  locales: readonly Locale[]
  /** The choice the request's cookies hold, if any. */
  stored: (cookieHeader: string | null | undefined) => Locale | undefined
}

/**
 * The language cookie's name: `__Host-lang` over HTTPS (Secure, `Path=/`, no `Domain`, so neither a sibling subdomain
 * nor a plain-HTTP page can set or shadow it, ASVS 3.3.1 and 3.3.3), the bare name over plain HTTP.
 */
export function localeCookieName(https: boolean): string {
  return hostCookieName(LOCALE_COOKIE, https)
}

/** Header a server-function call carries so the server runs it in the page's locale. */
export const LOCALE_HEADER = 'x-locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Only an exact, supported code is accepted: anything else (malformed, huge, hostile) is undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined
}

const languageToLocale: Record<string, Locale> = {
  ko: 'ko-KR',
  en: 'en-US',
  ja: 'ja-JP',
  zh: 'zh-CN',
}

const traditionalChineseTags = new Set(['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'])

/** Maps one BCP 47 language tag (any case) to the closest supported locale. */
export function matchLanguageTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase()
  if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(lower)) return undefined
  const exact = locales.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  if (lower.startsWith('zh-')) {
    const parts = lower.split('-')
    if (parts.includes('hant') || traditionalChineseTags.has(`zh-${parts[1]}`)) return 'zh-TW'
    return 'zh-CN'
  }
  return languageToLocale[lower.split('-')[0] ?? '']
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values; `among` the ones a part speaks. */
export function localeFromAcceptLanguage(
  header: string | null | undefined,
  among: readonly Locale[] = locales,
): Locale | undefined {
  if (!header) return undefined
  const candidates = header
    .slice(0, 1000)
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const qParam = params.find((p) => p.trim().startsWith('q='))
      const q = qParam ? Number.parseFloat(qParam.trim().slice(2)) : 1
      return { tag, q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of candidates) {
    const locale = matchLanguageTag(tag)
    if (locale && among.includes(locale)) return locale
  }
  return undefined
}

/** Reads one cookie's value from a Cookie header without throwing on malformed input. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1) continue
    if (pair.slice(0, eq).trim() !== name) continue
    const raw = pair.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/**
 * The stored choice: the `__Host-` cookie first, then the bare one (written over plain HTTP, or before the prefix). A
 * request need not say whether it came over HTTPS: a browser sends a `__Host-` cookie only over HTTPS, and with it
 * present a bare `lang` planted by a sibling subdomain is ignored.
 */
export function storedLocale(cookieHeader: string | null | undefined): Locale | undefined {
  return parseLocale(readCookie(cookieHeader, localeCookieName(true))) ?? parseLocale(readCookie(cookieHeader, LOCALE_COOKIE))
}

/** The public site's languages, and the visitor's choice among them. */
export const siteLanguages: LanguageScope = { locales, stored: storedLocale }

/**
 * Detection order for a request without a valid `lang`: the stored choice, then Accept-Language, then the base locale;
 * each among the scope's languages.
 */
export function detectLocale(
  input: { cookieHeader?: string | null; acceptLanguage?: string | null },
  scope = siteLanguages,
): Locale {
  const stored = scope.stored(input.cookieHeader)
  return (
    (stored && scope.locales.includes(stored) ? stored : undefined) ??
    localeFromAcceptLanguage(input.acceptLanguage, scope.locales) ??
    baseLocale
  )
}

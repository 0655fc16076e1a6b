import { type Locale, locales } from '~/i18n/locales'

/** Each language as Open Graph names it. */
export const ogLocales: Record<Locale, string> = {
  'ko-KR': 'ko_KR',
  'en-US': 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  'ja-JP': 'ja_JP',
}

/**
 * The other languages for Open Graph. They are rendered by the document itself, not through the route head:
 * the router keeps one meta tag per property, and these depend only on the language, which a reload changes.
 */
export function ogLocaleAlternates(locale: Locale): Array<{ property: string; content: string }> {
  return locales
    .filter((other) => other !== locale)
    .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] }))
}

import type { Locale } from '~/i18n/locales'

/** SPEC.md §2: the page title is the last breadcrumb in the template 'title | brand'. */
export function documentTitle(pageName: string | undefined, brandName: string): string {
  return pageName ? `${pageName} | ${brandName}` : brandName
}

/** Korean and English need only Pretendard; Chinese and Japanese add their Noto Sans (all self-hosted). */
export function fontStylesheets(locale: Locale): string[] {
  const extra: Partial<Record<Locale, string>> = {
    'zh-CN': '/fonts/noto-sans-sc.css',
    'zh-TW': '/fonts/noto-sans-tc.css',
    'ja-JP': '/fonts/noto-sans-jp.css',
  }
  const localeSheet = extra[locale]
  return localeSheet ? ['/fonts/pretendard.css', localeSheet] : ['/fonts/pretendard.css']
}

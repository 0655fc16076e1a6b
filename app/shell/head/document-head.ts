import type { Locale } from '~/i18n/locales'

/** The page title is the last breadcrumb in the template 'title | brand'. */
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

/** Set once a page's brand font files are in the browser's cache (warm-font-cache.ts). */
export const FONTS_CACHED_KEY = 'fonts-cached'

/**
 * Decision 14: the font stylesheets are linked for print (not render-blocking, no font fetched). A first visit
 * reads in the system's fonts while the files its text needs are cached at idle (warm-font-cache.ts); from then on,
 * this applies the stylesheets before the first paint. Runs inline in the head, in the browser, as it is written
 * here (no imports, no helpers).
 */
function applyFontsWhenCached(key: string) {
  try {
    if (!localStorage.getItem(key)) return
  } catch {
    return
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')) link.media = 'all'
}

export const lateFontsScript = `(${applyFontsWhenCached.toString()})(${JSON.stringify(FONTS_CACHED_KEY)})`

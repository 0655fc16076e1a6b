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

/**
 * Decision 14: the font stylesheets are linked for print (not render-blocking, no font fetched) and applied once
 * the page has loaded, so no font file stands between a visitor and the first paint. Once the fonts have loaded,
 * a flag lets the next page apply them before its first paint (they are in the browser's cache by then).
 * Runs inline in the head, in the browser, as it is written here (no imports, no helpers).
 */
function applyFontsWhenReady() {
  const apply = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')) link.media = 'all'
  }
  try {
    if (localStorage.getItem('fonts-cached')) apply()
  } catch {}
  window.addEventListener(
    'load',
    () => {
      document.fonts.addEventListener(
        'loadingdone',
        () => {
          try {
            localStorage.setItem('fonts-cached', '1')
          } catch {}
        },
        { once: true },
      )
      apply()
    },
    { once: true },
  )
}

export const lateFontsScript = `(${applyFontsWhenReady.toString()})()`

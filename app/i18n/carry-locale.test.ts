import { afterEach, describe, expect, it, vi } from 'vitest'
import { carryPageLocale } from './carry-locale'
import type { Locale } from './locales'

/** A browser's cookies as `document.cookie` reads and writes them: a write of max-age=0 deletes. */
function cookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(written: string) {
      const [pair = '', ...attributes] = written.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => attribute.trim() === 'max-age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

/** A page at `pathname` in `locale` starts in a browser whose languages are `languages`: the cookies it leaves. */
function pageStarts(pathname: string, locale: Locale, languages: string[], cookies: Record<string, string> = {}) {
  const document = cookieJar(cookies)
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', { location: { protocol: 'http:', pathname } })
  vi.stubGlobal('navigator', { languages, language: languages[0] })
  carryPageLocale(locale)
  return Object.fromEntries(document.jar)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a public page carries its language', () => {
  it('stores a language the browser would not pick, and forgets one stored when the browser picks the page’s', () => {
    expect(pageStarts('/news', 'ja-JP', ['en-US'])).toEqual({ lang: 'ja-JP' })
    expect(pageStarts('/news', 'en-US', ['en-GB'], { lang: 'ja-JP' })).toEqual({})
    expect(pageStarts('/news', 'en-US', ['en-US'])).toEqual({})
  })

  it('leaves the public choice alone on a console page, whose language the console keeps itself (decision 114)', () => {
    expect(pageStarts('/admin/login', 'ko-KR', ['en-US'])).toEqual({})
    expect(pageStarts('/admin', 'en-US', ['en-US'], { lang: 'ja-JP' })).toEqual({ lang: 'ja-JP' })
  })
})

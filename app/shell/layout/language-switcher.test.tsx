// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../tests/unit/render-in-router'
import { LanguageSwitcher } from './language-switcher'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => {
  page?.unmount()
  window.history.replaceState(null, '', '/')
})

/** The switcher on a page whose address in the browser is `address`, exactly as typed. */
async function openAt(address: string) {
  overwriteGetLocale(() => 'zh-CN')
  window.history.replaceState(null, '', address)
  page = await renderInRouter(<LanguageSwitcher />, { path: address })
}

function linkTo(locale: string): URL {
  const link = document.querySelector(`[data-locale="${locale}"]`)
  return new URL(link?.getAttribute('href') ?? '', 'https://site.test')
}

/** The query without lang, as [name, value] pairs in order (repeated names kept). */
const otherParams = (url: URL) => [...url.searchParams.entries()].filter(([key]) => key !== 'lang')

describe('the footer language switcher', () => {
  it('offers the five locales in order, named in their own language, the page’s marked current', async () => {
    await openAt('/news?lang=zh-CN')
    const nav = document.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBe(m.footer_language())
    const links = [...document.querySelectorAll('a')]
    expect(links.map((link) => link.dataset.locale)).toEqual([...locales])
    expect(links.map((link) => link.lang)).toEqual([...locales])
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.dataset.locale)).toEqual([
      'zh-CN',
    ])
  })

  it('keeps text parameters, spaces, empty values and leading zeros exactly', async () => {
    const start = '/research/thesis?lang=zh-CN&q=hello%20world&empty=&n=007&flag=true&utm_source=news%2Fletter'
    await openAt(start)
    const after = linkTo('ja-JP')
    expect(after.pathname).toBe('/research/thesis')
    expect(after.searchParams.getAll('lang')).toEqual(['ja-JP'])
    expect(otherParams(after)).toEqual(otherParams(new URL(start, 'https://site.test')))
  })

  it('keeps number-like and quoted values exactly (not re-serialised)', async () => {
    await openAt('/news?lang=zh-CN&a=1e3&b=1.50&c=%22q%22&g=-0')
    expect(otherParams(linkTo('ja-JP'))).toEqual([
      ['a', '1e3'],
      ['b', '1.50'],
      ['c', '"q"'],
      ['g', '-0'],
    ])
  })

  it('keeps a repeated parameter as repeated values', async () => {
    await openAt('/news?lang=zh-CN&tag=a&tag=b')
    expect(linkTo('ja-JP').searchParams.getAll('tag')).toEqual(['a', 'b'])
  })

  it('keeps the hash', async () => {
    await openAt('/press?lang=zh-CN&page=2#section-2')
    const after = linkTo('ja-JP')
    expect(after.hash).toBe('#section-2')
    expect(after.searchParams.get('page')).toBe('2')
  })
})

// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, it } from 'vitest'
import { useUiStore } from '~/components/ui/ui-store'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { buttonNamed } from '../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../tests/unit/render-in-router'
import { SiteHeader } from './site-header'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
beforeAll(() => import('./mobile-menu-sheet'))
afterEach(() => {
  page?.unmount()
  useUiStore.setState({ mobileMenuOpen: false })
})

it('the bar over the home hero is solid while the phone menu is open, and transparent again once it closes (ja-JP)', async () => {
  overwriteGetLocale(() => 'ja-JP')
  page = await renderInRouter(<SiteHeader />, { staticData: { transparentNav: true } })
  const header = document.querySelector('[data-testid="site-header"]')
  expect(header?.getAttribute('data-transparent')).toBe('true')
  // The sheet's code loads when it is first opened (already imported here): its arrival renders inside act too.
  await page.act(async () => {
    buttonNamed(m.nav_open_menu()).click()
    await new Promise((resolve) => setTimeout(resolve))
  })
  expect(document.querySelector(`dialog[aria-label="${m.nav_main_label()}"]`)?.hasAttribute('open')).toBe(true)
  expect(header?.getAttribute('data-transparent')).toBe('false')
  await page.act(() => buttonNamed(m.nav_close_menu()).click())
  expect(header?.getAttribute('data-transparent')).toBe('true')
})

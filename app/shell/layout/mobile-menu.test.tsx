// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDialogStore } from '~/components/ui/dialog-store'
import GlobalDialogs from '~/components/ui/global-dialogs'
import { useUiStore } from '~/components/ui/ui-store'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { buttonNamed } from '../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../tests/unit/render-in-router'
import { MobileMenu } from './mobile-menu'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
beforeAll(() => import('./mobile-menu-sheet'))
beforeEach(() => overwriteGetLocale(() => 'en-US'))
afterEach(() => {
  page?.unmount()
  useUiStore.setState({ mobileMenuOpen: false })
  useDialogStore.getState().closeAlert()
  window.scrollTo(0, 0)
})

const toggle = () => buttonNamed(m.nav_open_menu())
const menu = () => document.querySelector<HTMLDialogElement>(`dialog[aria-label="${m.nav_main_label()}"]`)

async function openPage(path = '/press') {
  page = await renderInRouter(
    <>
      <MobileMenu />
      <GlobalDialogs />
    </>,
    { path },
  )
}

async function openMenu() {
  expect(toggle().getAttribute('aria-expanded')).toBe('false')
  // The sheet's code loads when it is first opened (already imported here): its arrival renders inside act too.
  await page?.act(async () => {
    toggle().click()
    await new Promise((resolve) => setTimeout(resolve))
  })
  expect(menu()?.open).toBe(true)
  expect(toggle().getAttribute('aria-expanded')).toBe('true')
}

function expectClosed() {
  expect(menu()?.open ?? false).toBe(false)
  expect(toggle().getAttribute('aria-expanded')).toBe('false')
  expect(document.querySelector('dialog[open]')).toBeNull()
}

function linkNamed(name: string): HTMLAnchorElement {
  const link = [...(menu()?.querySelectorAll('a') ?? [])].find((each) => each.textContent === name)
  if (!link) throw new Error(`no link named ${name} in the menu`)
  return link
}

describe('the mobile menu', () => {
  it('closes with the close button, gives the focus back to the toggle, and opens again', async () => {
    await openPage()
    await openMenu()
    await page?.act(() => buttonNamed(m.nav_close_menu()).click())
    expectClosed()
    expect(document.activeElement).toBe(toggle())
    await openMenu()
  })

  it('marks the current page among its links', async () => {
    await openPage('/company/history')
    await openMenu()
    expect(linkNamed(m.nav_company_history()).getAttribute('aria-current')).toBe('page')
    expect(linkNamed(m.nav_company_intro()).getAttribute('aria-current')).toBeNull()
  })

  it('closes on the route change when a link inside it is followed', async () => {
    await openPage()
    await openMenu()
    await page?.act(() => linkNamed(m.nav_research_patent()).click())
    await vi.waitFor(() => expect(page?.router.state.location.pathname).toBe('/research/patent'))
    expectClosed()
  })

  it('closes on a route change that does not come from the menu (history back)', async () => {
    await openPage()
    await page?.act(() => page?.router.navigate({ to: '/contact' }))
    await openMenu()
    await page?.act(() => page?.router.history.back())
    await vi.waitFor(() => expect(page?.router.state.location.pathname).toBe('/press'))
    expectClosed()
  })

  it('closes when the window scrolls by more than 10 px, not on a tiny scroll', async () => {
    await openPage('/news')
    await openMenu()
    await page?.act(() => {
      window.scrollTo(0, 5)
      window.dispatchEvent(new Event('scroll'))
    })
    expect(window.scrollY).toBe(5)
    expect(menu()?.open).toBe(true)
    await page?.act(() => {
      window.scrollTo(0, 305)
      window.dispatchEvent(new Event('scroll'))
    })
    expectClosed()
  })

  it("the unconfigured links inside it open the 'coming soon' alert, which OK closes", async () => {
    await openPage('/')
    await openMenu()
    await page?.act(() => buttonNamed(m.nav_online_shop()).click())
    const alert = document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]')
    expect(alert?.textContent).toContain(m.coming_soon())
    await page?.act(() => buttonNamed(m.dialog_ok()).click())
    expect(document.querySelector('dialog[role="alertdialog"][open]')).toBeNull()
  })
})

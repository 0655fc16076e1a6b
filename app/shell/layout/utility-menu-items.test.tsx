// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useDialogStore } from '~/components/ui/dialog-store'
import GlobalDialogs from '~/components/ui/global-dialogs'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { buttonNamed } from '../../../tests/unit/render-in-dom'
import { renderInRouter, shippedSiteConfig } from '../../../tests/unit/render-in-router'
import { UtilityMenuItems } from './utility-menu-items'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
beforeEach(() => overwriteGetLocale(() => 'en-US'))
afterEach(() => {
  page?.unmount()
  useDialogStore.getState().closeAlert()
})

const DASHBOARD = 'https://dashboard.example.test/login'

async function openHeader() {
  const config = shippedSiteConfig()
  page = await renderInRouter(
    <>
      <ul>
        <UtilityMenuItems />
      </ul>
      <GlobalDialogs />
    </>,
    { siteConfig: { ...config, links: { dashboardLogin: DASHBOARD } } },
  )
}

const openAlert = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]')

describe('the links beside the menu to the company sites', () => {
  it("one not configured yet opens the 'coming soon' alert without leaving the page, and OK closes it", async () => {
    await openHeader()
    await page?.act(() => buttonNamed(m.nav_online_shop()).click())
    const alert = openAlert()
    expect(document.getElementById(alert?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(m.coming_soon_title())
    expect(document.getElementById(alert?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(m.coming_soon())
    // Nothing navigated away.
    expect(page?.router.state.location.href).toBe('/')
    await page?.act(() => buttonNamed(m.dialog_ok()).click())
    expect(openAlert()).toBeNull()
  })

  it("a configured one (the partners' dashboard) is a link that opens in a new tab, and says so", async () => {
    await openHeader()
    const link = [...document.querySelectorAll('a')].find((each) => each.textContent?.startsWith(m.nav_dashboard_login()))
    expect(link?.textContent).toBe(`${m.nav_dashboard_login()} (${m.nav_opens_new_tab()})`)
    expect(link?.getAttribute('href')).toBe(DASHBOARD)
    expect(link?.target).toBe('_blank')
    expect(link?.rel).toMatch(/\bnoopener\b/)
  })
})

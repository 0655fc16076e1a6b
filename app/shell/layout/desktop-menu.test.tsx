// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { nextTabStop, pointerOffOf, pointerOnto, pressKey } from '../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../tests/unit/render-in-router'
import { DesktopMenu } from './desktop-menu'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

async function openMenu(locale: Locale, path = '/') {
  overwriteGetLocale(() => locale)
  page = await renderInRouter(<DesktopMenu />, { path })
}

function panelOf(button: HTMLButtonElement): HTMLElement {
  const id = button.getAttribute('aria-controls')
  expect(id, 'the group button names its panel').toBeTruthy()
  const panel = document.getElementById(id ?? '')
  if (!panel) throw new Error(`no panel ${id}`)
  return panel
}

const linkNames = (panel: HTMLElement) => [...panel.querySelectorAll('a')].map((link) => link.textContent)

describe('the desktop menu', () => {
  it('a mouse click on a group button opens its panel of links, and a second click closes it (en-US)', async () => {
    await openMenu('en-US')
    const company = buttonNamed(m.nav_company())
    const panel = panelOf(company)
    expect(company.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    // A real mouse click: the pointer moves onto the button, then presses it.
    await page?.act(() => pointerOnto(company))
    await page?.act(() => company.click())
    expect(company.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
    expect(linkNames(panel)).toEqual([
      m.nav_company_intro(),
      m.nav_company_vision(),
      m.nav_company_history(),
      m.nav_company_directions(),
    ])
    await page?.act(() => company.click())
    expect(company.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
  })

  it('the keyboard opens a group, Tab reaches its first link, and Escape closes it with the focus back on the button', async () => {
    await openMenu('en-US')
    const company = buttonNamed(m.nav_company())
    const panel = panelOf(company)
    company.focus()
    // Enter on a focused button is a click.
    await page?.act(() => company.click())
    expect(company.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)

    await page?.act(() => pressKey('Escape'))
    expect(company.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(company)
    expect(nextTabStop(company)?.textContent, 'a closed panel is passed by Tab').toBe(m.nav_business())

    await page?.act(() => company.click())
    const intro = nextTabStop(company)
    expect(intro?.textContent).toBe(m.nav_company_intro())
    intro?.focus()
    await page?.act(() => pressKey('Escape'))
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(company)
  })

  it('Escape closes a panel opened by hover (zh-TW)', async () => {
    await openMenu('zh-TW', '/news')
    const research = buttonNamed(m.nav_research())
    await page?.act(() => pointerOnto(research))
    expect(research.getAttribute('aria-expanded')).toBe('true')
    research.focus()
    await page?.act(() => pressKey('Escape'))
    expect(research.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(research).hidden).toBe(true)
  })

  it('hover opens a group and leaving closes it; BUSINESS offers its pages and the pharmacy finder (ko-KR)', async () => {
    await openMenu('ko-KR', '/faq')
    const business = buttonNamed(m.nav_business())
    const panel = panelOf(business)
    await page?.act(() => pointerOnto(business))
    expect(business.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
    expect(linkNames(panel)).toEqual([m.nav_business_material(), m.nav_business_pb(), m.nav_business_pharmacy()])
    await page?.act(() => pointerOffOf(business.closest('li') ?? business))
    expect(business.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
  })

  it('every group opens, and only the hovered one is open (ja-JP)', async () => {
    await openMenu('ja-JP')
    const groups = [m.nav_company(), m.nav_business(), m.nav_research(), m.nav_pr()].map(buttonNamed)
    for (const group of groups) {
      const previous = groups.find((each) => each.getAttribute('aria-expanded') === 'true')
      if (previous) await page?.act(() => pointerOffOf(previous.closest('li') ?? previous))
      await page?.act(() => pointerOnto(group))
      expect(groups.map((each) => each.getAttribute('aria-expanded'))).toEqual(groups.map((each) => String(each === group)))
    }
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { siteDefaults } from '~/config/site-defaults'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { DirectionsPage } from './directions-page'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

const { company } = siteDefaults

/** A section of the page by its heading, as a screen reader lists the page's regions. */
function region(heading: string): HTMLElement {
  const section = [...document.querySelectorAll<HTMLElement>('main section, article section')].find(
    (each) => document.getElementById(each.getAttribute('aria-labelledby') ?? '')?.textContent === heading,
  )
  if (!section) throw new Error(`no region named ${heading}`)
  return section
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent)

describe.each(locales)('the directions page with the default configuration (%s)', (locale) => {
  async function openPage() {
    overwriteGetLocale(() => locale)
    page = await renderInRouter(<DirectionsPage />, {
      path: '/company/contactUS',
      staticData: { crumb: m.nav_company_directions, section: m.nav_company },
    })
  }

  it('shows the address, phone, public transport and opening hours under the page name', async () => {
    await openPage()
    expect(texts(document.querySelectorAll('h1'))).toEqual([m.nav_company_directions()])

    const address = region(m.directions_contact_heading()).querySelector('address')
    expect(address?.textContent).toContain(company.address[locale])
    expect(address?.textContent).toContain(m.directions_phone_label())
    const phone = [...(address?.querySelectorAll('a') ?? [])].find((link) => link.textContent === company.phone)
    expect(phone?.getAttribute('href')).toBe(`tel:${company.phone.replace(/[^0-9+]/g, '')}`)

    const transit = region(m.directions_transit_heading())
    expect(texts(transit.querySelectorAll('h3'))).toEqual([m.directions_subway_heading(), m.directions_bus_heading()])
    expect(texts(transit.querySelectorAll('h3 + p'))).toEqual([m.directions_subway_text(), m.directions_bus_text()])

    const hours = region(m.directions_hours_heading())
    expect(texts(hours.querySelectorAll('dl > dt'))).toEqual([
      m.directions_hours_weekdays(),
      m.directions_hours_lunch(),
      m.directions_hours_closed(),
    ])
    expect(texts(hours.querySelectorAll('dl > dd'))).toEqual([
      m.directions_hours_weekdays_time(),
      m.directions_hours_lunch_time(),
      m.directions_hours_closed_time(),
    ])
  })

  it('keeps the headings in order: one h1 first, no level skipped', async () => {
    await openPage()
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]))
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1)
  })

  it('without a map key, shows the static location panel named by the company and its address, and loads no map', async () => {
    await openPage()
    const panel = document.querySelector('[role="img"]')
    expect(panel?.getAttribute('aria-label')).toBe(
      m.directions_map_static_label({ name: company.name[locale], address: company.address[locale] }),
    )
    expect(panel?.textContent).toContain(company.address[locale])
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect('kakao' in window).toBe(false)
  })

  it('links to the company on Kakao Map in a new tab the site cannot reach, and says so', async () => {
    await openPage()
    const link = [...document.querySelectorAll('a')].find((each) => each.textContent?.startsWith(m.directions_open_map()))
    expect(link?.textContent).toBe(`${m.directions_open_map()} (${m.nav_opens_new_tab()})↗`)
    expect(link?.getAttribute('aria-hidden')).toBeNull()
    expect(link?.target).toBe('_blank')
    expect(link?.rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    const url = new URL(link?.href ?? '')
    expect(url.origin).toBe('https://map.kakao.com')
    expect(url.pathname.startsWith('/link/map/')).toBe(true)
    const [label, lat, lng] = decodeURIComponent(url.pathname.replace(/^\/link\/map\//, '')).split(',')
    expect(label).toBe(company.name[locale].replaceAll(',', ' ').replace(/\s+/g, ' ').trim())
    expect({ lat: Number(lat), lng: Number(lng) }).toEqual(company.location)
  })
})

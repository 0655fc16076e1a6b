import { type SitePageName, sitePageNames } from '~/api/contract/site-page-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'

/** A long-form page by its name, as the site's menu and its heading call it: in the page's language, or in `locale`. */
export const sitePageLabels: Record<SitePageName, (inputs?: Record<string, never>, options?: { locale?: Locale }) => string> = {
  vision: m.nav_company_vision,
  'research-intro': m.nav_research_intro,
  showroom: m.nav_business_showroom,
  terms: m.page_terms,
  privacy: m.page_privacy,
}

/** Where each long-form page is on the site. */
export const sitePagePaths = {
  vision: '/company/vision',
  'research-intro': '/research/intro',
  showroom: '/business/showroom',
  terms: '/terms',
  privacy: '/privacy',
} as const satisfies Record<SitePageName, string>

export function isSitePageName(value: unknown): value is SitePageName {
  return (sitePageNames as readonly unknown[]).includes(value)
}

import type { JsonLd } from './json-ld'

// schema.org nodes of every page: the BreadcrumbList, and what the others share. The home page's Organization
// (organization-structured-data.ts) and the articles' (article-structured-data.ts) load with their pages only.

export const schemaOrgContext = 'https://schema.org'

/** The site's mark: the only logo the site ships today. */
export const logoUrl = (siteUrl: string) => `${siteUrl}/favicon.svg`

/** One id for the company, so the articles' publisher and the home page's Organization are the same node. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

/** A crumb of the visible breadcrumb trail: its label, and its address unless it is a section without a page. */
export interface TrailCrumb {
  label: string
  to?: string
}

/**
 * The visible breadcrumb trail as a BreadcrumbList. Every item needs an address, so a menu group without a
 * page of its own (a section) is left out; the last item is the page itself, at its canonical address.
 */
export function breadcrumbListJsonLd(trail: readonly TrailCrumb[], urlOf: (path: string) => string, pageUrl: string): JsonLd {
  const last = trail.length - 1
  const items = trail.flatMap((crumb, index) => {
    if (index === last) return [{ name: crumb.label, url: pageUrl }]
    return crumb.to ? [{ name: crumb.label, url: urlOf(crumb.to) }] : []
  })
  return {
    '@context': schemaOrgContext,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

import type { SiteConfig } from '~/config/site-config'
import type { JsonLd } from './json-ld'
import { logoUrl, organizationId, schemaOrgContext } from './structured-data'

/** The company, from the site configuration (brand, legal name, contact details), for the home page. */
export function organizationJsonLd(site: SiteConfig): JsonLd {
  return {
    '@context': schemaOrgContext,
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.brandName,
    legalName: site.company.name,
    url: `${site.siteUrl}/`,
    logo: logoUrl(site.siteUrl),
    email: site.company.email,
    telephone: site.company.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.company.address },
  }
}

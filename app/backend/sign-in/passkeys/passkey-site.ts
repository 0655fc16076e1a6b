/**
 * Who the passkeys are for (decision 88): the site's public address (SITE_URL) gives the relying party's id, its host
 * name, and the one origin a ceremony may come from; the brand is the name authenticators show.
 */
export interface PasskeySite {
  rpID: string
  origin: string
  rpName: string
}

export function passkeySiteOf(siteUrl: string, brandName: string): PasskeySite {
  const url = new URL(siteUrl)
  return { rpID: url.hostname, origin: url.origin, rpName: brandName }
}

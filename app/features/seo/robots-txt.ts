/** Paths crawlers are asked to leave alone: the members' area, the staff console and the API. */
export const disallowedPaths = ['/mypage', '/sample', '/admin', '/api/']

/** robots.txt: everything else may be crawled; the sitemap lists every page in every language. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

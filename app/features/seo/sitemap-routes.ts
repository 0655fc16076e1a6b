import type { FileRouteTypes } from '~/routeTree.gen'

/** The kinds of item with a page of their own, each listed through its API list. */
export type DetailKind = 'news' | 'patent' | 'thesis'
type SitemapRule = 'listed' | 'unlisted' | DetailKind

/** Every route the router knows but files (`/sitemap.xml`, `/robots.txt`). */
type PagePath = Exclude<FileRouteTypes['to'], `${string}.${string}`>

/**
 * Every page route, classified: in the sitemap, left out (the members' area, sign-in and sign-up, the API),
 * or a detail route listed once per item of its kind. A new route fails the type check until it is added here.
 */
const sitemapRules = {
  '/': 'listed',
  '/company/intro': 'listed',
  '/company/vision': 'listed',
  '/company/history': 'listed',
  '/company/contactUS': 'listed',
  '/business/material': 'listed',
  '/business/pb': 'listed',
  '/business/pharmacy': 'listed',
  '/business/showroom': 'listed',
  '/research/intro': 'listed',
  '/research/patent': 'listed',
  '/research/patent/$id': 'patent',
  '/research/thesis': 'listed',
  '/research/thesis/$id': 'thesis',
  '/news': 'listed',
  '/news/$id': 'news',
  '/press': 'listed',
  '/contact': 'listed',
  '/faq': 'listed',
  '/terms': 'listed',
  '/privacy': 'listed',
  // A page of results, not of content (noindex).
  '/search': 'unlisted',
  '/login': 'unlisted',
  '/signup': 'unlisted',
  '/signup/consent': 'unlisted',
  '/login/second-factor': 'unlisted',
  '/password/forgot': 'unlisted',
  '/password/reset': 'unlisted',
  '/email/verify': 'unlisted',
  '/auth/start/$provider': 'unlisted',
  '/auth/callback/$provider': 'unlisted',
  '/auth/logout': 'unlisted',
  // Files, not pages: the feeds are listed by their own addresses (sitemap.server.ts).
  '/feeds/$file': 'unlisted',
  '/mypage': 'unlisted',
  '/mypage/phone': 'unlisted',
  '/mypage/points': 'unlisted',
  '/mypage/sessions': 'unlisted',
  '/mypage/security': 'unlisted',
  '/mypage/data': 'unlisted',
  '/mypage/qna': 'unlisted',
  '/mypage/qna/$id': 'unlisted',
  '/mypage/qna/new': 'unlisted',
  '/mypage/withdraw': 'unlisted',
  '/mypage/$': 'unlisted',
  '/sample/$': 'unlisted',
  '/sample': 'unlisted',
  '/admin/$': 'unlisted',
  '/api/v1/$': 'unlisted',
  '/api/inquiries': 'unlisted',
  '/api/page-cache': 'unlisted',
  '/api/health': 'unlisted',
  '/api/console/$': 'unlisted',
  '/api/console/documents': 'unlisted',
  '/api/console/pharmacies/import': 'unlisted',
  '/api/console/content-archive/import': 'unlisted',
  '/api/console/media': 'unlisted',
} satisfies Record<PagePath, SitemapRule>

const rules = Object.entries(sitemapRules) as [PagePath, SitemapRule][]

/** The pages listed as they are (no parameters). */
export const listedPaths: readonly string[] = rules.filter(([, rule]) => rule === 'listed').map(([path]) => path)

/** The detail routes: a path template with `$id`, and the kind of item whose ids fill it. */
export const detailRoutes: ReadonlyArray<{ template: string; kind: DetailKind }> = rules.flatMap(([template, rule]) =>
  rule === 'listed' || rule === 'unlisted' ? [] : [{ template, kind: rule }],
)

export function detailPath(template: string, id: number): string {
  return template.replace('$id', String(id))
}

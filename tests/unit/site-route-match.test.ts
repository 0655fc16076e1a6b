import { readdirSync } from 'node:fs'
import { createMemoryHistory } from '@tanstack/react-router'
import { getNormalizedURL } from '@tanstack/router-core/ssr/server'
import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type SiteRouteId, siteRouteOf } from '~/api/contract/site-route-match'
import { publicFolderNames, siteRoutes } from '~/api/contract/site-routes.gen'
import type { getRouter } from '~/router'
import type { FileRouteTypes } from '~/routeTree.gen'

// What the build makes of these (scripts/vite/client-messages.ts): the route tree imports them, the matching never runs them.
vi.mock('virtual:client-messages', () => ({}))
vi.mock('virtual:admin-messages', () => ({}))
// The router's factory reads the request's nonce, and there is no request here.
vi.mock('@tanstack/react-start', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-start')>()),
  getGlobalStartContext: () => undefined,
}))

/**
 * The one matcher of "which route does this address reach" (site-route-match.ts, decision 112) against the site's own
 * router, built from the real route tree by the site's own factory, over every route in many spellings: what Start and
 * the router do with a request's path (srvx's URL, Start's normalization, the server history, the router's match).
 */
type Router = ReturnType<typeof getRouter>
let router: Router

beforeAll(async () => {
  router = (await import('~/router')).getRouter()
}, 60_000)

const ORIGIN = 'http://site.test'

/** The route the site's router answers a request target with, as Start's handler reaches it; undefined for none. */
function routerAnswer(target: string): string | undefined {
  const normalized = getNormalizedURL(new URL(`${ORIGIN}${target}`))
  if (normalized.handledProtocolRelativeURL) return undefined
  const { url } = normalized
  const location = router.parseLocation(createMemoryHistory({ initialEntries: [url.pathname + url.search + url.hash] }).location)
  const [, params, found] = router.getMatchedRoutes(location.pathname)
  return found && params['**'] === undefined ? found.id : undefined
}

const matcherAnswer = (target: string) => siteRouteOf(new URL(`${ORIGIN}${target}`).pathname)?.route.id

/** A path each route answers: its parameters filled in. */
function samplesOf(fullPath: string): string[] {
  const filled = (param: string, rest: string) =>
    fullPath.replace(/\$[A-Za-z]+/g, param).replace(/\/\$$/, rest ? `/${rest}` : '/') || '/'
  return [filled('34', 'a/b'), filled('%ED%95%9C', ''), filled('x.y', 'deep/er/path')]
}

/** Spellings of a path: case, `%xx`, `;x`, a trailing `.` or `/`, dot segments, backslashes, doubled slashes, stray escapes. */
function spellingsOf(path: string): string[] {
  const encodeFirstLetter = (text: string, hex: (code: string) => string) =>
    text.replace(/[a-z]/i, (letter) => `%${hex(letter.charCodeAt(0).toString(16))}`)
  const beforeLast = path.lastIndexOf('/')
  return [
    path,
    path.toUpperCase(),
    path.replace(/[a-z]/, (letter) => letter.toUpperCase()),
    `${path}/`,
    `${path}//`,
    `${path}.`,
    `${path};x`,
    `${path}%2e`,
    `${path}%2F`,
    `${path}%20`,
    `${path}%00`,
    `${path}%E0`,
    `${path}%25`,
    `${path}%5C`,
    `${path}/.`,
    `${path}/..`,
    `${path}/%2e%2e`,
    `${path}\\`,
    `${path}?lang=en-US`,
    encodeFirstLetter(path, (code) => code),
    encodeFirstLetter(path, (code) => code.toUpperCase()),
    `/./${path.slice(1)}`,
    `/x/..${path}`,
    `/%2e${path}`,
    `/${path}`,
    `${path.slice(0, beforeLast)}/${path.slice(beforeLast + 1)}`.replace('/', '//'),
    `${path.slice(0, beforeLast)}\\${path.slice(beforeLast + 1)}`,
    `${path.slice(0, beforeLast)}%2F${path.slice(beforeLast + 1)}`,
    `${path.slice(0, beforeLast)};x/${path.slice(beforeLast + 1)}`,
  ]
}

const otherAddresses = [
  '/',
  '/zzz',
  '/index.html',
  '/news/34/extra',
  '/mypage/x/y/z',
  '/api',
  '/api/x',
  '/api/v1',
  '/assets/x.js',
  '/favicon.ico',
  '/favicon.svg',
  '/fonts/a.woff2',
  '/.well-known/security.txt',
  '/_serverFn/abc',
  '//evil.example',
  '/\\evil.example',
  '/%2e//evil.example',
  '/회사소개',
  '/%ED%9A%8C%EC%82%AC',
  '/feeds',
  '/feeds/',
  '/research',
  '/company',
  '/login/second-factor/x',
  '/auth/start',
  '/sample',
  '/mypage/qna/new/x',
  '/%',
  '/news/%',
  '/news/%E0%A4%A',
]

describe('the route a path reaches', () => {
  it('is the one the site’s router reaches, for every route in every spelling', () => {
    const spelled = siteRoutes.flatMap(({ fullPath }) => samplesOf(fullPath).flatMap(spellingsOf))
    // A request's target begins with a slash (the root's own spellings can lose it).
    const targets = new Set([...spelled.filter((target) => target.startsWith('/')), ...otherAddresses])
    const disagreements = [...targets].flatMap((target) => {
      const [expected, found] = [routerAnswer(target), matcherAnswer(target)]
      return expected === found ? [] : [`${target}: the router ${expected ?? 'none'}, the matcher ${found ?? 'none'}`]
    })
    expect(targets.size).toBeGreaterThan(2_000)
    expect(disagreements).toEqual([])
  })

  it('names the site’s own spelling of the address', () => {
    expect(siteRouteOf('/News/34/')?.canonicalPath).toBe('/news/34')
    expect(siteRouteOf('/company/CONTACTus')?.canonicalPath).toBe('/company/contactUS')
    expect(siteRouteOf('/%73earch')?.canonicalPath).toBe('/search')
    expect(siteRouteOf('/news/%33%34')?.canonicalPath).toBe('/news/34')
    expect(siteRouteOf('/news/')?.canonicalPath).toBe('/news')
    expect(siteRouteOf('/')?.canonicalPath).toBe('/')
  })
})

describe('the list of routes the contract matches with (site-routes.gen.ts)', () => {
  type ListedIds = (typeof siteRoutes)[number]['id']
  type ListedPaths = (typeof siteRoutes)[number]['fullPath']
  /** The routes a path reaches: every one but the root and a pathless layout. */
  type TreeIds = Exclude<FileRouteTypes['id'], '__root__' | '/_member-area'>

  it('is the route tree’s (else: node scripts/site-routes.mjs)', () => {
    expectTypeOf<ListedIds>().toEqualTypeOf<TreeIds>()
    expectTypeOf<ListedPaths>().toEqualTypeOf<Exclude<FileRouteTypes['fullPaths'], '/'> | '/'>()
    expectTypeOf<SiteRouteId>().toEqualTypeOf<TreeIds>()
    const routes: ReadonlyArray<{ id: string; path?: string }> = Object.values(router.routesById)
    const treeIds = routes.filter((route) => route.id !== '__root__' && route.path).map((route) => route.id)
    expect(siteRoutes.map((route) => route.id).sort()).toEqual(treeIds.sort())
  })

  it('names what public/ holds at its top (else: node scripts/site-routes.mjs)', () => {
    expect([...publicFolderNames]).toEqual(
      readdirSync('public')
        .filter((name) => !name.startsWith('.'))
        .sort(),
    )
  })
})

import { siteRoutes } from './site-routes.gen'

/**
 * Which route of the route tree a request's path reaches (decision 112): the one matcher of the redirects' rule for old
 * addresses, the metrics' route label and the page cache's key, derived from the route tree (site-routes.gen.ts) and
 * matching as the router does on the server (tests/unit/site-route-match.test.ts compares the two over many spellings):
 * Start decodes the path's `%xx` (but `%25` and `%5C`) and reads it again as an address, the router decodes it once
 * more, drops trailing slashes, compares static segments without regard to case, takes any non-empty segment for a
 * `$name` and the rest for a last `$`, and prefers static segments to parameters, earlier ones first, then an index
 * route, then the deeper route. Without valibot or the router: the contract stands alone, and the server reads it on
 * every request.
 */

export type SiteRoute = (typeof siteRoutes)[number]
export type SiteRouteId = SiteRoute['id']

export interface SiteRouteMatch {
  route: SiteRoute
  /** The path as the site writes it itself: the route's own spelling, its parameters encoded, no trailing slash. */
  canonicalPath: string
}

type Segment = { kind: 'static'; text: string; lower: string } | { kind: 'param' } | { kind: 'rest' }

interface Template {
  route: SiteRoute
  segments: Segment[]
  index: boolean
}

const templates: Template[] = siteRoutes.map((route) => ({
  route,
  index: route.fullPath.endsWith('/'),
  segments: route.fullPath
    .split('/')
    .filter(Boolean)
    .map((text): Segment => {
      if (text === '$') return { kind: 'rest' }
      if (text.startsWith('$')) return { kind: 'param' }
      return { kind: 'static', text, lower: text.toLowerCase() }
    }),
}))

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the router writes back encoded
const PATH_UNSAFE = /[\u0000-\u001f\u007f"<>`{}]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: what makes the router decode a path at all
const NEEDS_DECODING = /[%\\\u0000-\u001f\u007f]/

const encodedChar = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`

function decodedChunk(chunk: string): string {
  let decoded: string
  try {
    decoded = decodeURI(chunk)
  } catch {
    decoded = chunk.replaceAll(/%[0-9A-F]{2}/gi, (sequence) => {
      try {
        return decodeURI(sequence)
      } catch {
        return sequence
      }
    })
  }
  return decoded.replace(PATH_UNSAFE, encodedChar)
}

/** A path decoded as the router decodes one: every `%xx` but `%25` and `%5C`, the unsafe characters encoded again. */
function routerDecoded(path: string): string {
  if (!NEEDS_DECODING.test(path)) return path
  let decoded = ''
  let cursor = 0
  for (const kept of path.matchAll(/%25|%5C/gi)) {
    decoded += decodedChunk(path.slice(cursor, kept.index)) + kept[0]
    cursor = kept.index + kept[0].length
  }
  return decoded + decodedChunk(path.slice(cursor))
}

const ANY_ORIGIN = 'http://site.invalid'

/** The path the router matches for a request's path (`URL.pathname`): decoded, read again, decoded, trimmed. */
function routerPathOf(pathname: string): string {
  // A URL's path with nothing to decode reads the same again.
  const path = NEEDS_DECODING.test(pathname) ? routerDecoded(new URL(routerDecoded(pathname), ANY_ORIGIN).pathname) : pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

interface Candidate {
  template: Template
  statics: number
  dynamics: number
  /** The parts each parameter took, and where the rest began. */
  params: string[]
  restFrom: number | undefined
}

/** How much a segment at `index` weighs: an earlier one more than all the later ones together. */
const weight = (partCount: number, index: number) => 2 ** (partCount - index - 1)

function candidateOf(template: Template, parts: readonly string[], partCount: number): Candidate | undefined {
  const candidate: Candidate = { template, statics: 0, dynamics: 0, params: [], restFrom: undefined }
  let index = 1
  for (const segment of template.segments) {
    if (segment.kind === 'rest') {
      candidate.restFrom = index
      return candidate
    }
    const part = parts[index]
    if (index >= partCount || part === undefined) return undefined
    if (segment.kind === 'static') {
      if (part.toLowerCase() !== segment.lower) return undefined
      candidate.statics += weight(partCount, index)
    } else {
      if (part === '') return undefined
      candidate.dynamics += weight(partCount, index)
      candidate.params.push(part)
    }
    index++
  }
  return index === partCount ? candidate : undefined
}

const depthOf = (template: Template) => template.segments.length + (template.index ? 1 : 0)

function moreSpecific(next: Candidate, best: Candidate | undefined): boolean {
  if (!best) return true
  if (next.statics !== best.statics) return next.statics > best.statics
  if (next.dynamics !== best.dynamics) return next.dynamics > best.dynamics
  if (next.template.index !== best.template.index) return next.template.index
  return depthOf(next.template) > depthOf(best.template)
}

function canonicalPathOf(candidate: Candidate, parts: readonly string[]): string | undefined {
  const params = [...candidate.params]
  const written: string[] = []
  try {
    for (const segment of candidate.template.segments) {
      if (segment.kind === 'static') written.push(segment.text)
      else if (segment.kind === 'param') written.push(encodeURIComponent(decodeURIComponent(params.shift() ?? '')))
      else {
        const rest = parts.slice(candidate.restFrom).join('/')
        if (rest !== '') written.push(encodeURI(decodeURIComponent(rest)))
      }
    }
  } catch {
    // The router cannot decode a parameter of this path (a stray `%`): it answers it as no route at all.
    return undefined
  }
  return `/${written.join('/')}`
}

function matchOf(pathname: string): SiteRouteMatch | undefined {
  if (pathname.startsWith('//')) return undefined
  const path = routerPathOf(pathname)
  const parts = path.split('/')
  const partCount = path === '/' ? 1 : parts.length
  let best: Candidate | undefined
  for (const template of templates) {
    const candidate = candidateOf(template, parts, partCount)
    if (candidate && moreSpecific(candidate, best)) best = candidate
  }
  if (!best) return undefined
  const canonicalPath = canonicalPathOf(best, parts)
  return canonicalPath === undefined ? undefined : { route: best.template.route, canonicalPath }
}

/** The paths matched lately: a kept page's address is matched on every hit (decision 94), a probe's once. */
const recent = new Map<string, SiteRouteMatch | undefined>()
const RECENT_MAX = 1_000

/**
 * The route the router reaches with `pathname` (a request's `URL.pathname`), or undefined when none does and the site
 * answers its not-found page (or, for `//…`, Start's redirect to the single slash).
 */
export function siteRouteOf(pathname: string): SiteRouteMatch | undefined {
  if (recent.has(pathname)) return recent.get(pathname)
  const match = matchOf(pathname)
  if (recent.size >= RECENT_MAX) recent.clear()
  recent.set(pathname, match)
  return match
}

/**
 * A request's path as the site spells the page it reaches (`/%6Dypage` → `/mypage`, `/%61dmin/x` → `/admin/x`), or as
 * it came when it reaches none: what a rule written for the site's own spelling (the member area, the console) reads on
 * the server, which is handed paths as sent. The browser's router hands them decoded already.
 */
export const sitePathOf = (pathname: string): string => siteRouteOf(pathname)?.canonicalPath ?? pathname

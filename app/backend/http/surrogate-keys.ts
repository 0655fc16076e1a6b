/**
 * What each public read shows, named for a shared cache in front of the site or the API (docs/decisions/0054): the
 * answer says it in `Surrogate-Key`, the site's pages gather the keys of the reads they make, and a change purges its
 * kind's key (and its item's). A key is a kind of content (`news`), or an item of it (`news:34`); `site` is on every
 * page (the frame: company details, settings) and purges them all. Keys hold only [a-z0-9:-], so a cache may match
 * them in a regular expression.
 */

import { surrogateKeyOf } from '~/api/contract/kinds/kind-declaration'
import { declaredKinds } from '~/api/contract/kinds/kind-reads'

export const SURROGATE_KEY_HEADER = 'surrogate-key'
export const CACHE_TAG_HEADER = 'cache-tag'

/** The key on every page; a change no read names purges it, so that nothing shows it for longer than the TTL. */
export const EVERYTHING_KEY = 'site'

type Params = Record<string, string | undefined>

const kind = (key: string) => () => [key]

/** A read of one item (`/page/:name`) carries its item's key (`pages:vision`) besides its kind's. */
function readOf(key: string | undefined, path: string): (params: Params) => string[] {
  if (!key) return kind(EVERYTHING_KEY)
  const item = /\/:(\w+)$/.exec(path)?.[1]
  return (params) => (item && params[item] ? [key, `${key}:${params[item]}`] : [key])
}

/** The declared kinds' and post types' (decision 64): each of their public reads carries the kind's key. */
const declaredReadKeys = Object.fromEntries(
  declaredKinds.flatMap(([name, kind]) =>
    Object.values(kind.reads).map((read) => [read.path, readOf(surrogateKeyOf(name, kind), read.path)] as const),
  ),
)

/** By the contract's path of each public read (`publicCache` endpoints; a test holds the list complete). */
const readKeys: Record<string, (params: Params) => string[]> = {
  ...declaredReadKeys,
  '/post/:type/categories': (params) => [params.type ?? EVERYTHING_KEY],
  '/pharmacy/page': kind('pharmacies'),
  '/pharmacy/regions': kind('pharmacies'),
  '/pharmacy/subways': kind('pharmacies'),
  '/documents': kind('documents'),
  '/documents/types': kind('documents'),
  '/setting/language': kind(EVERYTHING_KEY),
  '/countries': kind(EVERYTHING_KEY),
  '/company/details': kind(EVERYTHING_KEY),
  // A search finds every kind: any change may change its answer.
  '/search': () => [...readKinds, EVERYTHING_KEY],
}

/** The keys of a public read at `path` (the contract's) with its path parameters; `site` for one not listed. */
export function keysOfRead(path: string, params: Params): string[] {
  return (readKeys[path]?.(params) ?? [EVERYTHING_KEY]).filter(isKey)
}

export function hasReadKeys(path: string): boolean {
  return path in readKeys
}

/** The key a change of a declared kind purges, by the kind's name (its content type, announceContentChange). */
const changeKeyOfKind: Record<string, string> = Object.fromEntries(
  declaredKinds.flatMap(([name, kind]) => {
    const key = surrogateKeyOf(name, kind)
    return key ? [[name, key]] : []
  }),
)

/** The kinds' keys the reads carry (a test holds it true); a change to any other kind (the company, media, the FAQ) purges `site`. */
const readKinds = new Set(['pharmacies', 'documents', ...Object.values(changeKeyOfKind)])

/** The keys a change of `kind` purges: its kind's, and its item's when the change names one. */
export function keysOfChange(kind: string, itemId?: number | string): string[] {
  const key = changeKeyOfKind[kind] ?? kind
  if (!readKinds.has(key)) return [EVERYTHING_KEY]
  return itemId === undefined ? [key] : [key, `${key}:${itemId}`].filter(isKey)
}

function isKey(key: string): boolean {
  return /^[a-z0-9:-]{1,100}$/.test(key)
}

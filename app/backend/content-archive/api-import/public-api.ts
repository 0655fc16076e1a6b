import * as v from 'valibot'
import { type Endpoint, fillPath, toQueryString } from '~/api/contract/endpoint'
import { dataBody } from '~/api/contract/envelope'
import { MAX_PAGE_SIZE } from '~/api/contract/query-limits'
import type { Locale } from '~/i18n/locales'
import { archiveLimits } from '../archive-format'

/** A read of another site's /api/v1 that failed: its address and why, for the operator. */
export class ApiReadError extends Error {
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`)
    this.name = 'ApiReadError'
  }
}

/** A request to the other site; a failure to reach it is said as one (its address and the network's reason). */
async function reach(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new ApiReadError(url, `could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`)
  }
}

/**
 * Another site's public /api/v1 (SPEC §7): each answer checked against the contract, as the site's own client checks
 * the answers it reads, and each file read whole up to an archive entry's limit.
 */
export function publicApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '')
  const origin = new URL(base).origin

  async function read<E extends Endpoint>(
    endpoint: E,
    locale: Locale,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
  ): Promise<v.InferOutput<E['data']>> {
    const path = `${fillPath(endpoint.path, input.params)}${toQueryString(input.query)}`
    const response = await reach(`${base}${path}`, { headers: { accept: 'application/json', 'accept-language': locale } })
    if (!response.ok) throw new ApiReadError(path, `answered ${response.status}`)
    const parsed = v.safeParse(dataBody(endpoint.data), await response.json().catch(() => undefined))
    if (!parsed.success) throw new ApiReadError(path, 'answered outside the contract')
    return parsed.output.data as v.InferOutput<E['data']>
  }

  return {
    read,
    /** Every item of a paged list, page by page, in the list's order. */
    async everyPage<Item>(endpoint: Endpoint, locale: Locale, query: Record<string, unknown> = {}): Promise<Item[]> {
      const items: Item[] = []
      for (let page = 1; ; page++) {
        const answer = (await read(endpoint, locale, { query: { ...query, page, size: MAX_PAGE_SIZE } })) as {
          items: Item[]
          total: number
        }
        items.push(...answer.items)
        if (answer.items.length === 0 || items.length >= answer.total) return items
      }
    },
    /** A file the API links to (a path on its site, or an https address), read whole. */
    async download(url: string): Promise<Uint8Array> {
      const response = await reach(new URL(url, origin).href)
      if (!response.ok) throw new ApiReadError(url, `answered ${response.status}`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (bytes.length > archiveLimits.entryBytes) throw new ApiReadError(url, 'is larger than an archive entry may be')
      return bytes
    },
  }
}
export type PublicApi = ReturnType<typeof publicApi>

import type { Endpoint } from '~/api/contract/endpoint'
import type { FormField } from '~/api/contract/kinds/kind-fields'
import { type Locale, locales } from '~/i18n/locales'
import { translateReferences } from '../archive-references'
import type { ImageGatherer } from './api-images'
import { alignedByIdentity, mergedFields, type PerLocale } from './merged-fields'
import type { PublicApi } from './public-api'

type Item = Record<string, unknown>

/** What reading another site needs: its API, the images gathered as they pass, and the moment its items are shown from. */
export interface ApiReading {
  api: PublicApi
  images: ImageGatherer
  /** Shown on the other site now: shown here from the import on. */
  publishAt: string
}

/** A post category's key on this site, from its id on the other (whose public reads give no key). */
export const postCategoryKey = (id: unknown) => `category-${String(id)}`
/** A product's key on this site, from its id on the other. */
export const productKey = (id: unknown) => `product-${String(id)}`

/** One read in every language (the five at once), the images it shows gathered. */
export async function inEveryLanguage<T>(
  reading: ApiReading,
  read: (locale: Locale) => Promise<T>,
): Promise<Partial<Record<Locale, T>>> {
  const answers = await Promise.all(locales.map(read))
  return Object.fromEntries(
    locales.map((locale, index) => {
      reading.images.gather(answers[index], locale)
      return [locale, answers[index]]
    }),
  )
}

/** A list read (every page of it, when it is paged) in every language, item by item. */
export async function listInEveryLanguage(reading: ApiReading, endpoint: Endpoint, identity?: (item: Item) => unknown) {
  const lists = await inEveryLanguage(reading, async (locale) => {
    const answer = (await reading.api.read(endpoint, locale, endpoint.query ? { query: { page: 1, size: 1 } } : {})) as unknown
    if (Array.isArray(answer)) return answer as Item[]
    return reading.api.everyPage<Item>(endpoint, locale)
  })
  return alignedByIdentity(lists, identity)
}

/**
 * An item of a declared kind as the archive holds it, from its reads in every language: its fields (decision 120),
 * references turned into keys (an image by its key, a post's category by its key here).
 */
export function archivedItem(
  reading: ApiReading,
  formFields: readonly FormField[],
  items: PerLocale,
  extra: { key?: string; aliases?: Record<string, string> } = {},
) {
  const fields = translateReferences(formFields, mergedFields(formFields, items, extra.aliases), 'toArchive', (kind, value) => {
    if (kind === 'media') return reading.images.keyOf(value as number)
    if (kind === 'post-category') return postCategoryKey(value)
    return value
  })
  return { ...(extra.key ? { key: extra.key } : {}), publishAt: reading.publishAt, unpublishAt: null, fields }
}

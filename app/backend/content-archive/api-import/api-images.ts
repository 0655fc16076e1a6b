import { createHash } from 'node:crypto'
import type { PublicImage } from '~/api/contract/rich-text'
import { type Locale, locales } from '~/i18n/locales'
import { mediaStorageKey } from '../../media/media-storage'
import { translated } from './merged-fields'
import type { PublicApi } from './public-api'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const extensionOf = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const

const isPublicImage = (value: unknown): value is PublicImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicImage).mediaId === 'number' &&
  Array.isArray((value as PublicImage).variants)

/**
 * The images another site's reads show (in rich text, as a logo), gathered as they pass: each becomes an item of the
 * media library with its alt text per language and the files its reads link to. Its key is a hash of where the
 * other site serves it (the upload's own hash is not public), the same on every import from that site.
 */
export function imageGatherer(api: PublicApi) {
  const found = new Map<number, { image: PublicImage; alt: Partial<Record<Locale, string>> }>()
  const keyOf = (image: PublicImage) => sha256(image.variants[0]?.url ?? String(image.mediaId))

  const gather = (value: unknown, locale: Locale): void => {
    if (Array.isArray(value)) for (const item of value) gather(item, locale)
    else if (isPublicImage(value)) {
      const entry = found.get(value.mediaId) ?? { image: value, alt: {} }
      entry.alt[locale] = value.alt
      found.set(value.mediaId, entry)
    } else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) gather(item, locale)
  }

  return {
    gather,
    /** The key of a library item the other site names by its id (undefined: an image no read showed). */
    keyOf: (mediaId: number) => {
      const entry = found.get(mediaId)
      return entry ? keyOf(entry.image) : undefined
    },
    /** The media part's items, and their files read from the other site. */
    async items(files: Map<string, Uint8Array>) {
      const items = []
      for (const { image, alt } of found.values()) {
        const key = keyOf(image)
        const variants = []
        for (const variant of image.variants) {
          const name = `${sha256(variant.url).slice(0, 24)}-${variant.width}.${extensionOf[variant.format]}`
          const bytes = await api.download(variant.url)
          files.set(mediaStorageKey(name), bytes)
          variants.push({ format: variant.format, width: variant.width, name, bytes: bytes.length })
        }
        const altText = translated(Object.fromEntries(locales.map((locale) => [locale, alt[locale]])))
        items.push({
          key,
          originalName: variants[0]?.name ?? key,
          width: image.width,
          height: image.height,
          alt: altText,
          files: variants,
        })
      }
      return items
    },
  }
}
export type ImageGatherer = ReturnType<typeof imageGatherer>

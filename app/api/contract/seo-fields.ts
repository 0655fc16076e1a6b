import * as v from 'valibot'
import { type Locale, locales } from '~/i18n/locales'
import { decimalNumber } from './numbers'
import { multiLine } from './typed-text'

/**
 * How an item appears in search results and shared links (decision 89): per language an optional title, description
 * and share image with its focal point; for the whole item, `noindex`. Empty means "as derived from the item".
 */
export const seoLimits = {
  /** What a search engine shows of a title before it cuts it (about 600 px). */
  title: 70,
  /** What a search engine shows of a description before it cuts it. */
  description: 160,
} as const

/** The share image's size: what Open Graph and X (Twitter) show as a large card, 1.91:1. */
export const shareImageSize = { width: 1200, height: 630 } as const

/** Where the image's subject is, as a fraction of its width and height (0 left/top, 1 right/bottom). */
const fraction = decimalNumber(0, 1, 4)
const mediaId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

export const shareImageChoice = v.object({ mediaId, focusX: fraction, focusY: fraction })
export type ShareImageChoice = v.InferOutput<typeof shareImageChoice>

const seoText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '')

/** One language's search and sharing texts and image; each may be left empty. */
export const seoTranslation = v.object({
  title: seoText(seoLimits.title),
  /** Several lines in its field (a search engine shows them as one). */
  description: v.optional(v.pipe(v.string(), multiLine, v.trim(), v.maxLength(seoLimits.description)), ''),
  image: v.optional(v.nullable(shareImageChoice), null),
})
export type SeoTranslation = v.InferOutput<typeof seoTranslation>

const isEmptyTranslation = (value: SeoTranslation) => value.title === '' && value.description === '' && value.image === null

/** An item's search and sharing fields as staff save them: a language with nothing set is left out. */
export const seoFields = v.optional(
  v.pipe(
    v.object({
      noindex: v.optional(v.boolean(), false),
      translations: v.optional(
        v.object(
          Object.fromEntries(locales.map((locale) => [locale, v.optional(seoTranslation)])) as {
            [L in Locale]: v.OptionalSchema<typeof seoTranslation, undefined>
          },
        ),
        {},
      ),
    }),
    v.transform(({ noindex, translations }) => ({
      noindex,
      translations: Object.fromEntries(
        Object.entries(translations).filter(([, value]) => value !== undefined && !isEmptyTranslation(value)),
      ) as Partial<Record<Locale, SeoTranslation>>,
    })),
  ),
  { noindex: false, translations: {} },
)
export type SeoFields = v.InferOutput<typeof seoFields>

export const emptySeoFields: SeoFields = { noindex: false, translations: {} }

/**
 * What a public page gets of them, in the reader's language: the texts written for that language (null: the page
 * derives its own), and the share image of that language, else the Korean one, at `shareImageSize`.
 */
export const publicSeo = v.object({
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  image: v.nullable(
    v.object({
      url: v.string(),
      width: v.literal(shareImageSize.width),
      height: v.literal(shareImageSize.height),
      alt: v.string(),
    }),
  ),
})
export type PublicSeo = v.InferOutput<typeof publicSeo>

/** Whether visitors' search engines are told to leave the item out; optional, as a backend may not know it. */
export const noindexFlag = v.optional(v.boolean())

/**
 * A share image's name: the name of the library's JPEG it is cut from (without `.jpg`), then the focal point in
 * thousandths: `<hash>-<width>-<x>-<y>.jpg`. Another image or another focal point is another name, so each is cached
 * for good.
 */
export const shareImageNamePattern = /^([a-f0-9]{16,64}-[1-9]\d{0,4})-(\d{1,4})-(\d{1,4})\.jpg$/

/** The focal point's fraction as the share image's name writes it (0–1000). */
export const focusPermille = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000)

/**
 * A share image, public: `GET /media/share/{name}` answers a JPEG of exactly `shareImageSize`, cut from the library's
 * file around the focal point, cached a year (`immutable`); 404 for a name that names no library file or a point
 * outside 0–1000. Not in the `{ data }` envelope, so it is described here rather than as an Endpoint.
 */
export const shareImageDownload = {
  method: 'GET',
  path: '/media/share/:name',
  params: v.object({ name: v.pipe(v.string(), v.maxLength(100), v.regex(shareImageNamePattern)) }),
} as const

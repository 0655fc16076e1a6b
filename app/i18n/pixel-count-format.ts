import { formatNumber } from './format'
import type { Locale } from './locales'

/**
 * A number of pixels in the unit its language counts them in, for "… 화소" and "… megapixels" (an image's limit): in
 * English millions (40), elsewhere ten thousands, 만 (4,000만), as Korean counts and the console's other languages fall
 * back to Korean.
 */
export function formatPixelCount(pixels: number, locale: Locale): string {
  return locale === 'en-US' ? formatNumber(pixels / 1_000_000) : `${formatNumber(pixels / 10_000)}만`
}

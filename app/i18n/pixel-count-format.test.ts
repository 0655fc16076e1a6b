import { describe, expect, it } from 'vitest'
import { mediaUploadLimits } from '~/api/contract/media-endpoints'
import { m } from '~/paraglide/messages'
import { formatPixelCount } from './pixel-count-format'

describe('formatPixelCount', () => {
  it('counts in 만 in Korean and in millions in English', () => {
    expect(formatPixelCount(40_000_000, 'ko-KR')).toBe('4,000만')
    expect(formatPixelCount(48_000_000, 'ko-KR')).toBe('4,800만')
    expect(formatPixelCount(40_000_000, 'en-US')).toBe('40')
  })

  it('names the media library’s limit in its hint as its refusal does, in each console language', () => {
    const pixels = (locale: 'ko-KR' | 'en-US') => formatPixelCount(mediaUploadLimits.maxPixels, locale)
    const hint = (locale: 'ko-KR' | 'en-US') => m.admin_media_limits({ size: '20MB', pixels: pixels(locale) }, { locale })
    const refusal = (locale: 'ko-KR' | 'en-US') => m.admin_media_too_many_pixels({ pixels: pixels(locale) }, { locale })
    for (const text of [hint('ko-KR'), refusal('ko-KR')]) expect(text).toContain('4,000만 화소')
    for (const text of [hint('en-US'), refusal('en-US')]) expect(text).toContain('40 megapixels')
  })
})

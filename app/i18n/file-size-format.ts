import { formatNumber } from './format'
import type { Locale } from './locales'

// Apart from format.ts: only the forms with attachments, the products' documents and the console show file sizes, and
// format.ts loads on every page.

/** How each language writes a file size's unit after the number: bytes in words, larger units as symbols. */
const fileSizeUnits: Record<Locale, { byte: (count: number) => string; kB: string; MB: string; GB: string }> = {
  'ko-KR': { byte: () => '바이트', kB: 'kB', MB: 'MB', GB: 'GB' },
  'en-US': { byte: (count) => (count === 1 ? ' byte' : ' bytes'), kB: ' kB', MB: ' MB', GB: ' GB' },
  'zh-CN': { byte: () => '字节', kB: ' kB', MB: ' MB', GB: ' GB' },
  'zh-TW': { byte: () => ' byte', kB: ' kB', MB: ' MB', GB: ' GB' },
  'ja-JP': { byte: () => ' バイト', kB: ' KB', MB: ' MB', GB: ' GB' },
}

/** A byte count as people read it, in the page's language ('1.5 MB', '820 kB', '300 bytes'; Korean '25MB'). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = fileSizeUnits[locale]
  if (bytes < 1024) return `${formatNumber(bytes)}${units.byte(bytes)}`
  const larger = [units.kB, units.MB, units.GB]
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < larger.length - 1) {
    value /= 1024
    unit += 1
  }
  // Sizes divided by powers of two are exact in binary, so rounding here agrees with Intl's decimal half-up.
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  const [whole = '0', fraction] = String(rounded).split('.')
  return `${formatNumber(Number(whole))}${fraction ? `.${fraction}` : ''}${larger[unit]}`
}

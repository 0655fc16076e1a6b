import { describe, expect, it } from 'vitest'
import type { DocumentRecord } from '~/api/contract/documents'
import { companyDeckFor } from './company-deck'

const record = (type: DocumentRecord['type'], url: string): DocumentRecord => ({
  id: 1,
  type,
  name: type,
  url,
  fileName: url.slice(1),
  mimeType: 'application/pdf',
  bytes: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
})

describe('companyDeckFor', () => {
  const documents = [record('COMPANY', '/ko.pdf'), record('COMPANY_EN', '/en.pdf'), record('MCN', '/mcn.pdf')]
  it('gives the English deck to en-US and the general one to everybody else', () => {
    expect(companyDeckFor(documents, 'en-US')?.url).toBe('/en.pdf')
    for (const locale of ['ko-KR', 'zh-CN', 'zh-TW', 'ja-JP'] as const)
      expect(companyDeckFor(documents, locale)?.url).toBe('/ko.pdf')
  })
  it('falls back to the general deck when there is no English one, and to nothing when there is none', () => {
    expect(companyDeckFor([record('COMPANY', '/ko.pdf')], 'en-US')?.url).toBe('/ko.pdf')
    expect(companyDeckFor([], 'ko-KR')).toBeUndefined()
  })
})

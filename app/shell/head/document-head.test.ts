import { describe, expect, it } from 'vitest'
import { documentTitle, fontStylesheets } from './document-head'

describe('documentTitle', () => {
  it("follows the template 'title | brand'", () => {
    expect(documentTitle('News', 'Cellactis')).toBe('News | Cellactis')
    expect(documentTitle(undefined, 'Cellactis')).toBe('Cellactis')
  })
})

describe('fontStylesheets', () => {
  it('loads only Pretendard for Korean and English, and the matching Noto Sans for CJK', () => {
    expect(fontStylesheets('ko-KR')).toEqual(['/fonts/pretendard.css'])
    expect(fontStylesheets('en-US')).toEqual(['/fonts/pretendard.css'])
    expect(fontStylesheets('zh-CN')).toContain('/fonts/noto-sans-sc.css')
    expect(fontStylesheets('zh-TW')).toContain('/fonts/noto-sans-tc.css')
    expect(fontStylesheets('ja-JP')).toContain('/fonts/noto-sans-jp.css')
  })
})

import { describe, expect, it } from 'vitest'
import { documentDownloadName } from './document-download-name'

describe('documentDownloadName', () => {
  it('names a download by the document’s name in the language, else the Korean one', () => {
    const name = { 'ko-KR': '셀락티스 회사소개서', 'en-US': 'Cellactis company deck' }
    expect(documentDownloadName(name, 'en-US', 'COMPANY')).toBe('Cellactis company deck.pdf')
    expect(documentDownloadName(name, 'ja-JP', 'COMPANY')).toBe('셀락티스 회사소개서.pdf')
  })

  it('leaves out what a file name must not hold: paths, reserved characters, controls, leading and trailing dots', () => {
    expect(documentDownloadName({ 'ko-KR': '../a/b\\c:d*?"<>|\u0007\u202e e...' }, 'ko-KR', 'MCN')).toBe('a b c d e.pdf')
  })

  it('falls back to the type’s name when nothing is left', () => {
    expect(documentDownloadName({ 'ko-KR': '///' }, 'ko-KR', 'COMPANY_EN')).toBe('company-en.pdf')
  })
})

import { describe, expect, it } from 'vitest'
import { acceptedAttachmentTypes } from '~/api/contract/inquiry-form'
import { nameForType } from './attachment-name'

const PDF = 'application/pdf'
const JPEG = 'image/jpeg'

describe('nameForType', () => {
  it('keeps a name whose extension is one of the type’s, in any case', () => {
    expect(nameForType('spec sheet-v2.pdf', PDF)).toBe('spec sheet-v2.pdf')
    expect(nameForType('SCAN.PDF', PDF)).toBe('SCAN.PDF')
    expect(nameForType('photo.jpeg', JPEG)).toBe('photo.jpeg')
    expect(nameForType('photo.JPG', JPEG)).toBe('photo.JPG')
  })

  it('replaces an extension that names another type with the detected type’s', () => {
    expect(nameForType('report.html', PDF)).toBe('report.pdf')
    expect(nameForType('report.pdf.exe', PDF)).toBe('report.pdf.pdf')
    expect(nameForType('label.png', JPEG)).toBe('label.jpg')
    expect(nameForType('deck.pptx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('deck.docx')
  })

  it('appends the detected type’s extension to a name without one', () => {
    expect(nameForType('scan', PDF)).toBe('scan.pdf')
    expect(nameForType('minutes 2026.05.01', PDF)).toBe('minutes 2026.05.01.pdf')
    expect(nameForType('', PDF)).toBe('file.pdf')
  })

  it('keeps Korean, Chinese and Japanese names intact, only the extension changes', () => {
    expect(nameForType('회사 소개서.pdf', PDF)).toBe('회사 소개서.pdf')
    expect(nameForType('견적서.hwp', PDF)).toBe('견적서.pdf')
    expect(nameForType('产品规格', PDF)).toBe('产品规格.pdf')
    expect(nameForType('製品カタログ.html', PDF)).toBe('製品カタログ.pdf')
  })

  it('drops the leading and trailing dots and spaces that would hide or lose the extension', () => {
    expect(nameForType('.htaccess', PDF)).toBe('htaccess.pdf')
    expect(nameForType('report.html. . ', PDF)).toBe('report.pdf')
    expect(nameForType('..', PDF)).toBe('file.pdf')
  })

  it('fits the length with the extension kept, never cutting a character in two', () => {
    const long = `${'가'.repeat(300)}.html`
    const fitted = nameForType(long, PDF, 255)
    expect(fitted).toBe(`${'가'.repeat(251)}.pdf`)
    const emoji = nameForType(`${'😀'.repeat(10)}.html`, PDF, 10)
    expect(emoji).toBe('😀😀😀.pdf')
  })

  it('gives every accepted type an extension of its own', () => {
    for (const type of acceptedAttachmentTypes) {
      expect(nameForType('upload.html', type.mime)).toBe(`upload.${type.extensions[0]}`)
    }
  })

  it('leaves a name as it is for a type outside the allowlist', () => {
    expect(nameForType('page.html', 'text/html')).toBe('page.html')
  })
})

import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './safe-filename'

describe('attachmentDisposition', () => {
  it('keeps a plain name', () => {
    expect(attachmentDisposition('spec sheet-v2.pdf', 'application/pdf')).toBe(
      `attachment; filename="spec sheet-v2.pdf"; filename*=UTF-8''spec%20sheet-v2.pdf`,
    )
  })

  it('gives non-ASCII names an ASCII fallback and the UTF-8 form', () => {
    expect(attachmentDisposition('견적서.pdf', 'application/pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C.pdf`,
    )
  })

  it('drops paths, quotes, line breaks and leading dots', () => {
    const header = attachmentDisposition('../../etc/"pass\r\nwd".png', 'image/png')
    expect(header).toBe(`attachment; filename="passwd.png"; filename*=UTF-8''passwd.png`)
    expect(attachmentDisposition('..', 'image/png')).toContain('filename="file.png"')
    expect(attachmentDisposition('.htaccess', 'image/png')).toContain('filename="htaccess.png"')
    expect(attachmentDisposition('..', 'text/plain')).toContain('filename="attachment"')
  })

  it('always ends the name with an extension of the type the content showed (ASVS 5.2.2)', () => {
    expect(attachmentDisposition('../report "final".html', 'application/pdf')).toBe(
      `attachment; filename="report final.pdf"; filename*=UTF-8''report%20final.pdf`,
    )
    expect(attachmentDisposition('scan', 'image/jpeg')).toContain(`filename*=UTF-8''scan.jpg`)
    expect(attachmentDisposition('견적서.html', 'application/pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C.pdf`,
    )
    const long = attachmentDisposition(`${'a'.repeat(300)}.pdf`, 'application/pdf')
    expect(long).toContain(`filename="${'a'.repeat(196)}.pdf"`)
  })
})

import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './safe-filename'

describe('attachmentDisposition', () => {
  it('keeps a plain name', () => {
    expect(attachmentDisposition('spec sheet-v2.pdf')).toBe(
      `attachment; filename="spec sheet-v2.pdf"; filename*=UTF-8''spec%20sheet-v2.pdf`,
    )
  })

  it('gives non-ASCII names an ASCII fallback and the UTF-8 form', () => {
    expect(attachmentDisposition('견적서.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C.pdf`,
    )
  })

  it('drops paths, quotes, line breaks and leading dots', () => {
    const header = attachmentDisposition('../../etc/"pass\r\nwd".html')
    expect(header).toBe(`attachment; filename="passwd.html"; filename*=UTF-8''passwd.html`)
    expect(attachmentDisposition('..')).toContain('filename="attachment"')
    expect(attachmentDisposition('.htaccess')).toContain('filename="htaccess"')
  })
})

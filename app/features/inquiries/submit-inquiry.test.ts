import { describe, expect, it, vi } from 'vitest'
import { inquirySubmissionTextParts } from '~/api/contract/inquiry-endpoints'
import { buildInquiryFormData, INQUIRY_ENDPOINT, postInquiry } from './submit-inquiry'

const values = {
  type: 'PARTNERSHIP' as const,
  company: 'Hanbit',
  fullName: 'Kim',
  email: 'kim@example.com',
  mobile: '',
  subject: 'Hello',
  content: 'Let us work together.',
  privacyAgree: true,
}

describe('sending an inquiry', () => {
  it('sends every field as text before the files', () => {
    const files = [new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' }), new File(['png'], 'logo.png')]
    const form = buildInquiryFormData(values, files, { captcha: 'eyJhbGciOi', website: '' })
    const names = [...form.keys()]
    expect(names).toEqual([...inquirySubmissionTextParts, 'files', 'files'])
    expect(form.get('privacyAgree')).toBe('true')
    expect(form.get('captcha')).toBe('eyJhbGciOi')
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['deck.pdf', 'logo.png'])
  })

  it('posts to the site endpoint in the page language', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: { receiptNumber: 'Q-20261121-ABCDEF' } }, { status: 201 }))
    const outcome = await postInquiry(new FormData(), 'zh-TW', fetchImpl)
    expect(outcome).toEqual({ kind: 'success', receiptNumber: 'Q-20261121-ABCDEF' })
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(INQUIRY_ENDPOINT)
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['x-locale']).toBe('zh-TW')
  })

  it('turns a dropped connection or an unreadable answer into a failure, never an exception', async () => {
    const offline = await postInquiry(new FormData(), 'ko-KR', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(offline).toMatchObject({ kind: 'failed', reason: 'network' })
    const garbled = await postInquiry(new FormData(), 'ko-KR', async () => new Response('<html>', { status: 500 }))
    expect(garbled).toMatchObject({ kind: 'failed', reason: 'server', status: 500 })
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UnauthorizedError } from '~/api/api-errors'

const calls = vi.hoisted(() => ({ files: [] as unknown[][], answer: undefined as (() => Promise<Response>) | undefined }))
vi.mock('../staff-api.server', () => ({
  staffFile: (...args: unknown[]) => {
    calls.files.push(args)
    return calls.answer?.() ?? Promise.resolve(new Response('x'))
  },
}))

const { consoleDownload, downloadTarget } = await import('./inquiry-downloads.server')

const get = (path: string, query = '') => consoleDownload(new Request(`http://site.test/api/console/${path}${query}`), path)

beforeEach(() => {
  calls.files = []
  calls.answer = undefined
})

describe('the console downloads', () => {
  it('name the API call of an attachment or of the export, with the filters the API takes (not the page language)', () => {
    expect(downloadTarget('inquiries/Q-20261121-7K3M9P/attachments/3', new URLSearchParams())).toMatchObject({
      call: { path: '/admin/inquiries/:receiptNumber/attachments/:id' },
      input: { params: { receiptNumber: 'Q-20261121-7K3M9P', id: 3 } },
    })
    const csv = downloadTarget('inquiries.csv', new URLSearchParams('status=done&q=kim&lang=en-US'))
    expect(csv?.call.path).toBe('/admin/inquiries.csv')
    expect(csv?.input.query).toMatchObject({ status: 'done', q: 'kim' })
    expect(csv?.input.query).not.toHaveProperty('lang')
    expect(downloadTarget('content-archive.tar.gz', new URLSearchParams('lang=ko-KR'))).toMatchObject({
      call: { path: '/admin/content/archive.tar.gz' },
      input: {},
    })
  })

  it('name nothing for anything else, so that nothing is asked of the API', async () => {
    for (const [path, query] of [
      ['inquiries/Q-1/attachments/0', ''],
      ['inquiries/../attachments/1', ''],
      ['inquiries.csv', '?status=archived'],
      ['inquiries.csv', '?from=2026-02-30'],
      ['staff', ''],
    ] as const) {
      expect(downloadTarget(path, new URLSearchParams(query)), path + query).toBeUndefined()
      expect((await get(path, query)).status).toBe(404)
    }
    expect(calls.files).toEqual([])
  })

  it('pass the file on as a download no cache keeps, with only its type, name and length', async () => {
    calls.answer = async () =>
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'inline',
          'content-length': '8',
          'set-cookie': 'x=1',
          'x-powered-by': 'api',
        },
      })
    const response = await get('inquiries/Q-1/attachments/1')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('%PDF-1.4')
    expect(response.headers.get('content-disposition')).toBe('attachment')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x-powered-by')).toBeNull()
  })

  it('answer a refusal as a short text with its status: no session, or the API’s own refusal', async () => {
    calls.answer = () => Promise.reject(new UnauthorizedError('Your session has ended.'))
    const signedOut = await get('inquiries.csv')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).toContain('Your session has ended.')

    calls.answer = async () =>
      Response.json({ error: { status: 400, code: 'BAD_REQUEST', message: 'Narrow the filters.' } }, { status: 400 })
    const refused = await get('inquiries.csv')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('content-type')).toContain('text/plain')
    expect(await refused.text()).toContain('Narrow the filters.')
  })
})

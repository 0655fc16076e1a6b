import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_BASE_PATH } from '~/backend/app'
import { reserveUpload, sweepAbandonedUploads } from '~/backend/inquiries/upload-reservations'
import { transportNames } from './harness'
import {
  count,
  inquiryForm,
  message,
  pdfBytes,
  pngBytes,
  postMultipart,
  setUpInquiryHarness,
  solveCaptcha,
  storedFiles,
  validInquiry,
} from './inquiry-support'

const harness = setUpInquiryHarness()
const MiB = 1024 * 1024

/** After any refusal: no inquiry row added, no file left in storage, no reservation left open. */
async function expectNothingKept(inquiriesBefore: number) {
  expect(await count(harness.database.db, 'inquiries')).toBe(inquiriesBefore)
  expect(await count(harness.database.db, 'inquiry_attachments')).toBe(0)
  expect(await count(harness.database.db, 'pending_uploads')).toBe(0)
  expect(await storedFiles(harness.storage)).toEqual([])
}

afterEach(async () => {
  await expectNothingKept(0)
})

describe.each(transportNames)('attachments over %s', (name) => {
  it('refuses a sixth file with 413 too_many_files, naming the limit in the visitor language', async () => {
    const captcha = await solveCaptcha(harness, name)
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `page-${index}.png`, bytes: pngBytes }))
    const answer = await postMultipart(harness, name, inquiryForm({ ...validInquiry, captcha }, files), 'en-US')
    expect(answer.status).toBe(413)
    expect(answer.json.error?.code).toBe('too_many_files')
    expect(answer.json.error?.fields?.files?.message).toBe(message('inquiry_error_too_many_files', 'en-US', { max: 5 }))
  })

  it('refuses a file that only claims to be a PDF (name and declared type), by its content', async () => {
    const captcha = await solveCaptcha(harness, name)
    const fake = { name: 'invoice.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' }
    const answer = await postMultipart(
      harness,
      name,
      inquiryForm({ ...validInquiry, captcha }, [{ name: 'ok.pdf', bytes: pdfBytes }, fake]),
      'zh-CN',
    )
    expect(answer.status).toBe(415)
    expect(answer.json.error?.code).toBe('file_type_not_allowed')
    expect(answer.json.error?.message).toBe(message('inquiry_error_file_type', 'zh-CN', { name: 'invoice.pdf' }))
  })

  it('refuses a file over 10 MiB with 413 and keeps none of the files before it', async () => {
    const captcha = await solveCaptcha(harness, name)
    const big = Buffer.concat([pngBytes, Buffer.alloc(10 * MiB)])
    const answer = await postMultipart(
      harness,
      name,
      inquiryForm({ ...validInquiry, captcha }, [
        { name: 'a.pdf', bytes: pdfBytes },
        { name: 'big.png', bytes: big },
      ]),
      'ko-KR',
    )
    expect(answer.status).toBe(413)
    expect(answer.json.error?.code).toBe('payload_too_large')
    expect(answer.json.error?.message).toBe(message('inquiry_error_file_too_large', 'ko-KR', { maxMb: 10 }))
  })

  it('refuses files over 25 MiB together with 413', async () => {
    const captcha = await solveCaptcha(harness, name)
    const nine = Buffer.concat([pdfBytes, Buffer.alloc(9 * MiB)])
    const files = [1, 2, 3].map((index) => ({ name: `part-${index}.pdf`, bytes: nine }))
    const answer = await postMultipart(harness, name, inquiryForm({ ...validInquiry, captcha }, files), 'ja-JP')
    expect(answer.status).toBe(413)
    expect(answer.json.error?.code).toBe('payload_too_large')
    expect(answer.json.error?.message).toBe(message('inquiry_error_files_too_large', 'ja-JP', { totalMb: 25 }))
  })

  it('refuses a bad form before reading its files', async () => {
    const answer = await postMultipart(
      harness,
      name,
      inquiryForm({ ...validInquiry, email: 'nope', captcha: 'x' }, [{ name: 'a.png', bytes: pngBytes }]),
      'en-US',
    )
    expect(answer.status).toBe(400)
    expect(answer.json.error?.fields?.email?.code).toBe('inquiry_error_email_invalid')
  })
})

/** A multipart body that never ends: the text parts, then one file of endless bytes, produced only on demand. */
function endlessUpload(captcha: string) {
  const boundary = 'endless-upload-boundary'
  const encoder = new TextEncoder()
  const text = Object.entries({ ...validInquiry, captcha })
    .map(([field, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
    .join('')
  const head = encoder.encode(
    `${text}--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="huge.png"\r\ncontent-type: image/png\r\n\r\n`,
  )
  const chunk = new Uint8Array(256 * 1024)
  const pulled = { bytes: 0, cancelled: false }
  let sentHead = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sentHead ? chunk : new Uint8Array([...head, ...pngBytes])
      sentHead = true
      pulled.bytes += next.length
      controller.enqueue(next)
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, pulled }
}

describe('limits enforced while the body streams', () => {
  it('answers 413 once a streamed file passes 10 MiB, reading no further and storing nothing', async () => {
    const captcha = await solveCaptcha(harness, 'in-process')
    const upload = endlessUpload(captcha)
    const response = await harness.app.fetch(
      new Request(`http://in-process${API_BASE_PATH}/contacts`, {
        method: 'POST',
        headers: { 'content-type': upload.contentType, 'accept-language': 'en-US' },
        body: upload.stream,
        duplex: 'half',
      } as RequestInit),
    )
    // The body is endless: the answer came once ~10 MiB of it were read (plus stream buffers)…
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
    // …and the body was cancelled there: nothing more was ever asked for.
    await expect.poll(() => upload.pulled.cancelled, { timeout: 10_000 }).toBe(true)
    expect(upload.pulled.bytes).toBeGreaterThan(10 * MiB)
    expect(upload.pulled.bytes).toBeLessThan(12 * MiB)
  })

  it('answers the limit, not 500, when the storage fails its own cleanup after the refusal, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const put = harness.storage.put.bind(harness.storage)
    vi.spyOn(harness.storage, 'put').mockImplementationOnce(async (key, body, type) => {
      await put(key, body, type).catch(() => undefined)
      throw new Error('the partial file could not be removed')
    })
    const captcha = await solveCaptcha(harness, 'http')
    const big = Buffer.concat([pdfBytes, Buffer.alloc(11 * MiB)])
    const answer = await postMultipart(
      harness,
      'http',
      inquiryForm({ ...validInquiry, captcha }, [{ name: 'big.pdf', bytes: big }]),
      'en-US',
    )
    expect(answer.status).toBe(413)
    expect(answer.json.error?.message).toBe(message('inquiry_error_file_too_large', 'en-US', { maxMb: 10 }))
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/storage failed while refusing an oversized file/))
  })

  it('answers 413 to a Content-Length over the limit without waiting for the body', async () => {
    const url = new URL(`${harness.transports.http.baseUrl}/contacts`)
    const result = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(100 * MiB),
            'accept-language': 'ko-KR',
          },
        },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (text: string) => {
            body += text
          })
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body, sentBytes: request.socket?.bytesWritten ?? 0 })
            request.destroy()
          })
        },
      )
      request.on('error', reject)
      // A few bytes of the promised 100 MiB; the rest is never sent.
      request.write('--x\r\n')
    })
    expect(result.status).toBe(413)
    expect(JSON.parse(result.body).error).toMatchObject({
      code: 'payload_too_large',
      message: message('inquiry_error_files_too_large', 'ko-KR', { totalMb: 25 }),
    })
    expect(result.sentBytes).toBeLessThan(64 * 1024)
  })
})

describe('abandoned uploads', () => {
  it('deletes the file of a reservation no inquiry committed (its process died), once it is old enough', async () => {
    const db = harness.database.db
    await reserveUpload(db, 'inquiries/2026/11/crashed.pdf')
    await harness.storage.put('inquiries/2026/11/crashed.pdf', pdfBytes, 'application/pdf')

    expect(await sweepAbandonedUploads(db, harness.storage)).toEqual([])
    expect(await storedFiles(harness.storage)).toEqual(['inquiries/2026/11/crashed.pdf'])

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await sweepAbandonedUploads(db, harness.storage, 0.01)).toEqual(['inquiries/2026/11/crashed.pdf'])
  })
})

import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge } from 'altcha-lib/v1'
import { sql } from 'drizzle-orm'
import { afterAll } from 'vitest'
import { callApi, forwardToApi } from '~/api/client.server'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'
import type { Database } from '~/backend/db/database.server'
import type { InquiryIntakeInput } from '~/backend/inquiries/intake-options'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { zipOf } from '../zip-of'
import { type ContractHarness, setUpContractHarness, type TransportName } from './harness'

export interface InquiryHarness extends ContractHarness {
  storage: LocalFileStorage
}

/** The contract harness with the intake on: attachments in a temporary folder, a light proof of work. */
export function setUpInquiryHarness(options: Partial<InquiryIntakeInput> = {}): InquiryHarness {
  const harness = setUpContractHarness(async () => {
    harness.storage = new LocalFileStorage(await mkdtemp(join(tmpdir(), 'inquiry-uploads-')))
    return {
      inquiries: {
        rateLimit: { limit: 1000, windowSeconds: 600 },
        ...options,
        storage: harness.storage,
        captcha: { pow: { maxNumber: 2000, expiresInSeconds: 600 }, ...options.captcha },
      },
    }
  }) as InquiryHarness
  afterAll(async () => {
    if (harness.storage) await rm(harness.storage.root, { recursive: true, force: true })
  })
  return harness
}

export const validInquiry = {
  type: 'OEM_ODM',
  company: '셀악티스 테스트',
  fullName: '홍길동',
  email: 'hong@example.com',
  mobile: '010-1234-5678',
  subject: '원료 샘플 문의',
  content: '포스트바이오틱스 원료의 최소 주문 수량을 알고 싶습니다.',
  privacyAgree: true,
} as const

/** The text parts of the form, as the browser sends them (strings; consent as 'true'). */
export function inquiryForm(
  fields: Record<string, unknown>,
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return form
}

/** Fetches a challenge through the typed client and solves it as the browser would. */
export async function solveCaptcha(harness: ContractHarness, name: TransportName): Promise<string> {
  const challenge = await callApi(
    inquiryEndpoints.captchaChallenge,
    {},
    { ...harness.transports[name], locale: 'ko-KR', unavailableMessage: 'unavailable' },
  )
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
  if (!solution) throw new Error('challenge not solved')
  return encodePow(challenge, solution.number)
}

export function encodePow(
  challenge: { algorithm: string; challenge: string; salt: string; signature: string },
  number: number,
): string {
  const { algorithm, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64')
}

export interface Answer {
  status: number
  headers: Headers
  json: {
    data?: { receiptNumber: string }
    error?: { status: number; code: string; message: string; fields?: Record<string, { code: string; message: string }> }
  }
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer['json'] }
}

/** A JSON submission, sent raw over the named transport. */
export async function postJson(
  harness: ContractHarness,
  name: TransportName,
  body: unknown,
  locale: Locale = 'ko-KR',
  clientIp?: string,
): Promise<Answer> {
  const { transport, baseUrl } = harness.transports[name]
  const request = new Request(`${baseUrl}/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return answer(await transport(request, { clientIp }))
}

/** A multipart submission, streamed through the API client's raw-body call as the site's endpoint does. */
export async function postMultipart(
  harness: ContractHarness,
  name: TransportName,
  form: FormData,
  locale: Locale = 'ko-KR',
  clientIp?: string,
): Promise<Answer> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  const response = await forwardToApi(
    inquiryEndpoints.createInquiry,
    { stream: chunkedStream(bytes), contentType: encoded.headers.get('content-type') ?? '' },
    { ...harness.transports[name], locale, unavailableMessage: 'unavailable' },
    { clientIp },
  )
  return answer(response)
}

/** Bytes as a browser's upload arrives: in 64 KiB chunks, each pulled only when the reader asks for it. */
export function chunkedStream(bytes: Uint8Array, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close()
        return
      }
      controller.enqueue(bytes.slice(offset, offset + chunkSize))
      offset += chunkSize
    },
  })
}

/** A message as the API must word it, from the catalogue (never hard-coded). */
export function message(key: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const render = (m as unknown as Record<string, ((p: Record<string, unknown>, o: { locale: Locale }) => string) | undefined>)[
    key
  ]
  if (!render) throw new Error(`no message ${key}`)
  return render(params, { locale })
}

export async function count(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
}

/** Every file under the storage folder (recursively), as paths relative to it. */
export async function storedFiles(storage: LocalFileStorage): Promise<string[]> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(storage.root.length + 1))
}

export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

/** A minimal Word document: a zip (stored, uncompressed) whose [Content_Types].xml names the Word main part. */
export function docxBytes(): Buffer {
  const entries = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'),
    },
  ]
  return zipOf(entries, 'stored')
}

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiries, inquiryAttachments } from '~/backend/db/inquiry-schema'
import { FileNotFoundError } from '~/backend/storage/file-storage'
import { S3FileStorage, type S3StorageConfig } from '~/backend/storage/s3-file-storage.server'
import { S3rver, s3rverCredentials } from '../s3rver'
import { setUpContractHarness } from './harness'
import { inquiryForm, message, pdfBytes, postMultipart, solveCaptcha, validInquiry } from './inquiry-support'

const MiB = 1024 * 1024
const BUCKET = 'inquiry-attachments'

let directory: string
/** The storage's temporary files: empty whenever no put is under way. */
let spoolDir: string
let server: S3rver
let config: S3StorageConfig
/** A client of our own, to look at the bucket past the FileStorage interface (metadata, listings). */
let inspector: S3Client
/** Requests as s3rver received them, to see which S3 operations the storage used. */
const wire: { method: string; url: string }[] = []

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3rver-'))
  spoolDir = await mkdtemp(join(tmpdir(), 's3-spool-'))
  // silent: no request log, and Koa's silent too, so expected S3 errors (NoSuchKey) are not printed.
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
  const { port } = await server.run()
  server.httpServer.on('request', (request: { method?: string; url?: string }) =>
    wire.push({ method: request.method ?? '', url: request.url ?? '' }),
  )
  // s3rver's built-in account; the endpoint makes the storage address buckets by path.
  config = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    ...s3rverCredentials,
    spoolDir,
  }
  inspector = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  await inspector.send(new CreateBucketCommand({ Bucket: BUCKET }))
})

afterAll(async () => {
  inspector?.destroy()
  await server?.close()
  if (directory) await rm(directory, { recursive: true, force: true })
  if (spoolDir) await rm(spoolDir, { recursive: true, force: true })
})

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const key = (ext = 'pdf') => `inquiries/2026/11/${randomUUID()}.${ext}`
const head = (objectKey: string) => inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: objectKey }))

/** A stream of unknown length, in 64 KiB chunks, as the intake hands an upload to the storage. */
function chunked(bytes: Uint8Array, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) yield bytes.subarray(offset, offset + chunkSize)
    })(),
  )
}

describe('S3FileStorage against an S3 HTTP server (s3rver)', () => {
  it('stores bytes under a key with folders, reads the same bytes back, with the content type', async () => {
    const storage = new S3FileStorage(config)
    const objectKey = key()
    const bytes = pdfBytes
    await storage.put(objectKey, bytes, 'application/pdf')

    expect(sha256(await buffer(await storage.get(objectKey)))).toBe(sha256(bytes))
    const stored = await head(objectKey)
    expect(stored.ContentType).toBe('application/pdf')
    expect(stored.ContentDisposition).toBe('attachment')
    expect(stored.ContentLength).toBe(bytes.length)
    // The key is kept as given, folders and all, addressed by path (not as a bucket subdomain).
    const listed = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'inquiries/2026/11/' }))
    expect(listed.Contents?.map((object) => object.Key)).toContain(objectKey)
    expect(wire.some((request) => request.method === 'PUT' && request.url.startsWith(`/${BUCKET}/${objectKey}`))).toBe(true)
  })

  it('streams a body of unknown length past the part size as a multipart upload', async () => {
    const storage = new S3FileStorage(config)
    const objectKey = key('png')
    const bytes = randomBytes(6 * MiB + 12_345)
    const before = wire.length
    await storage.put(objectKey, chunked(bytes), 'image/png')

    const sent = wire.slice(before)
    expect(sent.filter((request) => request.method === 'POST' && request.url.includes('uploads'))).toHaveLength(1)
    expect(sent.filter((request) => request.method === 'PUT' && request.url.includes('partNumber='))).toHaveLength(2)
    const read = await buffer(await storage.get(objectKey))
    expect(read.length).toBe(bytes.length)
    expect(sha256(read)).toBe(sha256(bytes))
    expect((await head(objectKey)).ContentType).toBe('image/png')
    expect(await readdir(spoolDir)).toEqual([])
  })

  it('deletes a key: a get afterwards rejects with FileNotFoundError, and deleting again is no error', async () => {
    const storage = new S3FileStorage(config)
    const objectKey = key()
    await storage.put(objectKey, new TextEncoder().encode('%PDF-1.4 to delete'), 'application/pdf')
    await storage.delete(objectKey)
    await expect(storage.get(objectKey)).rejects.toBeInstanceOf(FileNotFoundError)
    await expect(storage.get(objectKey)).rejects.toMatchObject({ key: objectKey })
    await storage.delete(objectKey)
    await expect(storage.get(key())).rejects.toBeInstanceOf(FileNotFoundError)
  })

  it('sends nothing to the bucket when the body fails, even past a part, and keeps no spooled file', async () => {
    const storage = new S3FileStorage(config)
    const objectKey = key()
    async function* failing() {
      yield* chunked(randomBytes(6 * MiB))
      throw new Error('client went away')
    }
    const before = wire.length
    await expect(storage.put(objectKey, Readable.from(failing()), 'application/pdf')).rejects.toThrow('client went away')
    expect(wire.slice(before)).toEqual([])
    await expect(storage.get(objectKey)).rejects.toBeInstanceOf(FileNotFoundError)
    expect(await readdir(spoolDir)).toEqual([])
  })

  it('keeps no spooled file when the bucket refuses the upload', async () => {
    const storage = new S3FileStorage({ ...config, bucket: 'no-such-bucket' })
    await expect(storage.put(key(), chunked(randomBytes(256 * 1024)), 'application/pdf')).rejects.toThrow()
    expect(await readdir(spoolDir)).toEqual([])
  })

  it('gives up a deletion or a listing when the bucket stops answering, but not a read that outlasts the deadline', async () => {
    // A bucket that takes the connection and never answers.
    const silent = createServer(() => {})
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening))
    const { port } = silent.address() as AddressInfo
    const hung = new S3FileStorage({ ...config, endpoint: `http://127.0.0.1:${port}`, callTimeoutMs: 100 })
    try {
      await expect(hung.delete(key())).rejects.toThrow()
      await expect(hung.list('inquiries/')[Symbol.asyncIterator]().next()).rejects.toThrow()
    } finally {
      silent.closeAllConnections()
      silent.close()
    }

    const storage = new S3FileStorage({ ...config, callTimeoutMs: 100 })
    const objectKey = key()
    await storage.put(objectKey, pdfBytes, 'application/pdf')
    const stream = await storage.get(objectKey)
    await new Promise((later) => setTimeout(later, 250))
    expect(sha256(await buffer(stream))).toBe(sha256(pdfBytes))
  })

  it('refuses keys that no generator of ours makes, before any request', async () => {
    const storage = new S3FileStorage(config)
    const before = wire.length
    for (const bad of ['../escape.pdf', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(bad, new Uint8Array(1), 'application/pdf')).rejects.toThrow('Invalid storage key')
      await expect(storage.get(bad)).rejects.toThrow('Invalid storage key')
    }
    expect(wire.length).toBe(before)
  })
})

describe('the backend with its attachments in S3', () => {
  const TOKEN = 'test-admin-token-0123456789abcdefghijklmnop'
  const harness = setUpContractHarness(() => {
    const storage = new S3FileStorage(config)
    return {
      inquiries: {
        rateLimit: { limit: 1000, windowSeconds: 600 },
        storage,
        captcha: { pow: { maxNumber: 2000, expiresInSeconds: 600 } },
      },
      admin: { token: TOKEN, storage },
    }
  })

  it('stores an inquiry attachment in the bucket and the admin download reads it back', async () => {
    const bytes = Buffer.concat([pdfBytes, randomBytes(256 * 1024)])
    const captcha = await solveCaptcha(harness, 'http')
    const answer = await postMultipart(
      harness,
      'http',
      inquiryForm({ ...validInquiry, captcha }, [{ name: '견적서.pdf', bytes, type: 'application/pdf' }]),
    )
    expect(answer.status).toBe(201)
    const receiptNumber = answer.json.data?.receiptNumber ?? ''

    const [attachment] = await harness.database.db
      .select({ id: inquiryAttachments.id, storageKey: inquiryAttachments.storageKey })
      .from(inquiryAttachments)
      .innerJoin(inquiries, eq(inquiries.id, inquiryAttachments.inquiryId))
      .where(eq(inquiries.receiptNumber, receiptNumber))
    expect(attachment?.storageKey).toMatch(/^inquiries\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/)
    const stored = await head(attachment?.storageKey ?? '')
    expect(stored.ContentType).toBe('application/pdf')
    expect(stored.ContentLength).toBe(bytes.length)

    const response = await fetch(
      `${harness.transports.http.baseUrl}/admin/inquiries/${receiptNumber}/attachments/${attachment?.id}`,
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    )
    expect(response.status).toBe(200)
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(bytes))
  })

  it('refuses a file over 10 MiB with 413 in the visitor language, and none of it reaches the bucket', async () => {
    const captcha = await solveCaptcha(harness, 'http')
    const big = Buffer.concat([pdfBytes, Buffer.alloc(11 * MiB)])
    const before = wire.length
    const answer = await postMultipart(
      harness,
      'http',
      inquiryForm({ ...validInquiry, captcha }, [{ name: 'big.pdf', bytes: big, type: 'application/pdf' }]),
      'en-US',
    )
    expect(answer.status).toBe(413)
    expect(answer.json.error?.message).toBe(message('inquiry_error_file_too_large', 'en-US', { maxMb: 10 }))
    // No byte of it was sent (the intake only deletes the name it had reserved, in case).
    expect(wire.slice(before).filter((request) => request.method === 'PUT' || request.method === 'POST')).toEqual([])
    expect(await readdir(spoolDir)).toEqual([])
  })
})

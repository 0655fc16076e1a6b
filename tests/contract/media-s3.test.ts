import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaEndpoints as api } from '~/api/contract/media-endpoints'
import type { FileStorage } from '~/backend/storage/file-storage'
import { S3FileStorage } from '~/backend/storage/s3-file-storage.server'
import { S3rver, s3rverCredentials } from '../s3rver'
import type { CallOptions } from './auth-support'
import { rawGet } from './harness'
import { expectServedFiles, staffOf, testPicture, upload } from './media-support'
import { setUpOpsHarness } from './ops-support'
import { expectOk } from './staff-support'

/** The media library on S3 (an S3 HTTP server, s3rver), as production runs it with S3_BUCKET set. */
const BUCKET = 'media-library'
let directory: string
let server: S3rver
let bucket: S3FileStorage | undefined
let inspector: S3Client

const storage: FileStorage = {
  put: (...args) => (bucket as S3FileStorage).put(...args),
  get: (key) => (bucket as S3FileStorage).get(key),
  delete: (key) => (bucket as S3FileStorage).delete(key),
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3rver-media-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
  const { port } = await server.run()
  const config = { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', ...s3rverCredentials }
  inspector = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: s3rverCredentials,
  })
  await inspector.send(new CreateBucketCommand({ Bucket: BUCKET }))
  bucket = new S3FileStorage(config)
})

afterAll(async () => {
  inspector?.destroy()
  await server?.close()
  if (directory) await rm(directory, { recursive: true, force: true })
})

const harness = setUpOpsHarness(storage)
let editor: CallOptions
beforeAll(async () => {
  editor = await staffOf(harness, 'editor', 'media-s3-editor')
})

describe('the media library on S3', { timeout: 30_000 }, () => {
  it('stores every file in the bucket with its image type, serves it from there, and removes it with the image', async () => {
    const { item } = await upload(harness, 'http', editor, 'bucket.jpg', await testPicture(700, 500, 'jpeg', 11))
    expect(item.files.map((file) => file.width)).toEqual([320, 640, 700, 320, 640, 700, 320, 640, 700])
    for (const file of item.files) {
      const stored = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${file.name}` }))
      expect(stored.ContentType).toBe(`image/${file.format}`)
      expect(stored.ContentLength).toBe(file.bytes)
    }
    await expectServedFiles(harness, item)

    await expectOk(harness, 'http', api.remove, { params: { id: item.id } }, editor)
    for (const file of item.files) {
      expect((await rawGet(harness, `/media/files/${file.name}`)).status).toBe(404)
      await expect(inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${file.name}` }))).rejects.toThrow()
    }
  })
})

import { createReadStream } from 'node:fs'
import { tmpdir } from 'node:os'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertStorageKey, FileNotFoundError, type ListableFileStorage, type StoredFile } from './file-storage'
import { spoolToFile } from './spooled-file.server'

export interface S3StorageConfig {
  bucket: string
  /** An S3-compatible service (MinIO, R2, …); unset: AWS itself. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where a stream is written whole before it goes to the bucket; the system's temporary folder by default. */
  spoolDir?: string
  /** How long a request may go without a byte either way before it fails; unset: the SDK's default (no limit). */
  requestTimeoutMs?: number
  /** How long a deletion or a page of a listing may take in all before it fails; a minute unless set. */
  callTimeoutMs?: number
}

const DEFAULT_CALL_TIMEOUT_MS = 60_000

/**
 * Files in an S3 bucket. A stream (an attachment as it arrives) is first written whole to a temporary file
 * (docs/decisions/0058): a file refused halfway, over its size limit or left by its sender, never reaches the bucket,
 * and the bytes wait on disk, not in memory, while the sender is slower or faster than the bucket.
 */
export class S3FileStorage implements ListableFileStorage {
  private readonly client: S3Client

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other services mostly serve buckets by path, not by subdomain.
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      ...(config.requestTimeoutMs
        ? { requestHandler: { requestTimeout: config.requestTimeoutMs, connectionTimeout: 5_000 } }
        : {}),
    })
  }

  async put(key: string, body: Readable | Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key)
    if (body instanceof Uint8Array) return this.upload(key, body, contentType)
    const spooled = await spoolToFile(body, this.config.spoolDir ?? tmpdir())
    // A file stream tells lib-storage its length: one PUT up to 5 MiB, a multipart upload past it.
    const file = createReadStream(spooled.path)
    try {
      await this.upload(key, file, contentType)
    } finally {
      // Closed even when the upload failed halfway through reading it.
      file.destroy()
      await spooled.remove()
    }
  }

  private async upload(key: string, body: Readable | Uint8Array, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      // One part (5 MiB) in flight per file instead of four: uploads at once hold little memory each.
      queueSize: 1,
      params: {
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Never rendered by a browser straight from the bucket.
        ContentDisposition: 'attachment',
      },
    })
    await upload.done()
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key)
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }))
      return result.Body as Readable
    } catch (error) {
      if (error instanceof NoSuchKey) throw new FileNotFoundError(key)
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key)
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }), this.callDeadline())
  }

  /**
   * A deadline for a call with a small answer (a deletion, a page of a listing), so that a bucket that stops answering
   * fails the job that called (the retention's deletions) instead of holding it for good. Reads and uploads have none:
   * a long file on a slow line must not be cut.
   */
  private callDeadline() {
    return { abortSignal: AbortSignal.timeout(this.config.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS) }
  }

  async *list(prefix = ''): AsyncIterable<StoredFile> {
    let continuationToken: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: continuationToken,
        }),
        this.callDeadline(),
      )
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (continuationToken)
  }
}

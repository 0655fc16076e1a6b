import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertStorageKey, FileNotFoundError, type FileStorage } from './file-storage'

export interface S3StorageConfig {
  bucket: string
  /** An S3-compatible service (MinIO, R2, …); unset: AWS itself. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/**
 * Files in an S3 bucket. Uploads go through lib-storage's Upload, which streams a body of unknown length
 * (a multipart upload past 5 MiB, aborted on failure), so an attachment is never held in memory whole.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other services mostly serve buckets by path, not by subdomain.
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    })
  }

  async put(key: string, body: Readable | Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key)
    const upload = new Upload({
      client: this.client,
      // One part (5 MiB) in flight per file instead of four: a file is read from its request only as fast as the
      // bucket takes it, so uploads at once hold little memory each (an attachment is at most a few parts).
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
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }))
  }
}

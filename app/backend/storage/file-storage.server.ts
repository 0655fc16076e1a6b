import { env } from '~/config/env.server'
import type { ListableFileStorage } from './file-storage'
import { LocalFileStorage } from './local-file-storage.server'

/** Kept on globalThis for the same reason as the backend: the server bundle can hold this module twice. */
const slot = globalThis as typeof globalThis & { __siteFileStorage?: Promise<ListableFileStorage> }

async function create(): Promise<ListableFileStorage> {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { S3FileStorage } = await import('./s3-file-storage.server')
    return new S3FileStorage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    })
  }
  return new LocalFileStorage(env.UPLOAD_DIR)
}

/** The attachment storage of this process: the S3 bucket when configured, else the local folder UPLOAD_DIR. */
export function getFileStorage(): Promise<ListableFileStorage> {
  slot.__siteFileStorage ??= create()
  return slot.__siteFileStorage
}

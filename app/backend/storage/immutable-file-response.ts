import { Readable } from 'node:stream'
import { ApiError } from '../http/api-error'
import { FileNotFoundError, type FileStorage } from './file-storage'

/** The headers of an answer whose address names its bytes: kept a year by any cache, never sniffed. */
export const immutableHeaders = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }

/** A stored file's bytes; 404 when storage has nothing under `key`. */
export async function storedFile(storage: FileStorage, key: string): Promise<Readable> {
  try {
    return await storage.get(key)
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new ApiError('NOT_FOUND')
    throw error
  }
}

/**
 * A stored file whose address names its bytes (a content hash): streamed with a year's cache, `immutable`, and
 * `nosniff`; 404 when storage has nothing under `key`. `headers` adds its type and, for a download, its disposition.
 */
export async function immutableFileResponse(
  storage: FileStorage,
  key: string,
  headers: { 'content-type': string; 'content-disposition'?: string },
): Promise<Response> {
  const body = await storedFile(storage, key)
  return new Response(Readable.toWeb(body) as ReadableStream, { headers: { ...headers, ...immutableHeaders } })
}

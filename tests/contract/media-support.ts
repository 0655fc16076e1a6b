import sharp from 'sharp'
import { expect } from 'vitest'
import { mediaEndpoints as api, type MediaItem } from '~/api/contract/media-endpoints'
import type { AuthHarness, CallOptions } from './auth-support'
import type { TransportName } from './harness'
import { addTestStaff, asStaff, expectOk, signInStaff } from './staff-support'

/** A picture of `width` × `height` in `format`, its pixels varied so the encoders have something to keep. */
export async function testPicture(width: number, height: number, format: 'png' | 'jpeg', seed = 0): Promise<Buffer> {
  const channels = 3
  const pixels = Buffer.alloc(width * height * channels)
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7 + seed * 31 + (index >> 9)) & 0xff
  const image = sharp(pixels, { raw: { width, height, channels } })
  return format === 'png' ? image.png({ compressionLevel: 1 }).toBuffer() : image.jpeg().toBuffer()
}

export const uploadBody = (name: string, bytes: Uint8Array) => ({ name, content: Buffer.from(bytes).toString('base64') })

/** A signed-in staff member's call options. */
export async function staffOf(harness: AuthHarness, role: 'admin' | 'editor' | 'support', label: string): Promise<CallOptions> {
  return asStaff(await signInStaff(harness, 'http', await addTestStaff(harness, role, label)))
}

export async function upload(
  harness: AuthHarness,
  name: TransportName,
  options: CallOptions,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ item: MediaItem; created: boolean }> {
  return expectOk(harness, name, api.upload, { body: uploadBody(fileName, bytes) }, options)
}

/** Fetches each file as a visitor would, and checks its headers and what it holds. */
export async function expectServedFiles(harness: AuthHarness, item: MediaItem): Promise<void> {
  const base = harness.transports.http.baseUrl.replace(/\/api\/v1$/, '')
  for (const file of item.files) {
    const response = await fetch(`${base}${file.url}`)
    expect(response.status, file.url).toBe(200)
    expect(response.headers.get('content-type')).toBe(`image/${file.format}`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.byteLength).toBe(file.bytes)
    const metadata = await sharp(bytes).metadata()
    expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(file.format)
    expect(metadata.width).toBe(file.width)
    expect(metadata.height).toBe(Math.round((file.width * item.height) / item.width))
  }
}

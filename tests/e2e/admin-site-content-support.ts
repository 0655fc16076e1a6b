import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expect } from './fixtures'
import { adminApiHeaders } from './staff-api-support'

/**
 * What the specs of the console's Site content section share (admin-site-content.spec.ts,
 * admin-site-content-order.spec.ts): the admin API called with the machine credential, and a new image in the media
 * library.
 */
export const contentApi = '/api/v1/admin/content'

export async function adminCall<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const response = await request[method](path, {
    headers: await adminApiHeaders(request),
    ...(data === undefined ? {} : { data }),
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

export interface Summary {
  id: number
  title: string
}

/** An image of the library with its Korean alt text (a flat colour of the run's own, so that its bytes are new). */
export async function libraryImage(request: APIRequestContext, alt: string): Promise<number> {
  // A colour of its own: the library keeps one item per image bytes, so the same bytes would answer another test's item.
  const [r = 0, g = 0, b = 0] = randomBytes(3)
  const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
  const { item } = await adminCall<{ item: { id: number; version: number } }>(request, 'post', '/api/v1/admin/media', {
    name: `${alt}.png`,
    content: png.toString('base64'),
  })
  await adminCall(request, 'put', `/api/v1/admin/media/${item.id}/alt`, {
    alt: { 'ko-KR': alt, 'en-US': `${alt} logo` },
    version: item.version,
  })
  return item.id
}

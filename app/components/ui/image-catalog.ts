// The site's own raster images: their intrinsic size and the widths built for srcset.
// Read by scripts/build-images.mjs (Node strips the types), so this file imports nothing.

export interface ImageAsset {
  name: string
  width: number
  height: number
  widths: readonly number[]
}

export const imageCatalog = {
  hero: { name: 'hero', width: 1600, height: 1000, widths: [480, 800, 1200, 1600] },
  material: { name: 'business-material', width: 1200, height: 750, widths: [400, 800, 1200] },
  pb: { name: 'business-pb', width: 1200, height: 750, widths: [400, 800, 1200] },
  research: { name: 'business-research', width: 1200, height: 750, widths: [400, 800, 1200] },
} satisfies Record<string, ImageAsset>

/** Modern formats first; the browser takes the first it supports, and JPEG is the fallback for the rest. */
export const modernImageFormats = ['avif', 'webp'] as const
export const fallbackImageFormat = 'jpg'

export function imageUrl(image: ImageAsset, width: number, format: string): string {
  return `/images/${image.name}-${width}.${format}`
}

export function imageSrcSet(image: ImageAsset, format: string): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(', ')
}

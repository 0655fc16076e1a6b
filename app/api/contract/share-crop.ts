import { shareImageSize } from './seo-fields'

interface Size {
  width: number
  height: number
}

/** Where the subject of an image is, as fractions of its width and height (0–1). */
export interface FocalPoint {
  x: number
  y: number
}

/**
 * How a share image is cut (decision 89): the picture scaled to cover the target exactly (no side short of it,
 * enlarged if it must be), then the target's rectangle taken with the focal point at its centre, pushed back inside
 * the picture where the point is near an edge. The same on the server (the JPEG) and in the console (its preview).
 */
export interface ShareCrop {
  /** The picture's size once scaled. */
  resized: Size
  /** The rectangle's top left corner in the scaled picture. */
  left: number
  top: number
  width: number
  height: number
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

export function shareCrop(source: Size, focus: FocalPoint, target: Size = shareImageSize): ShareCrop {
  const widthLed = target.width * source.height >= target.height * source.width
  const resized = widthLed
    ? { width: target.width, height: Math.max(target.height, Math.round((source.height * target.width) / source.width)) }
    : { width: Math.max(target.width, Math.round((source.width * target.height) / source.height)), height: target.height }
  const start = (size: number, span: number, at: number) => clamp(Math.round(at * size - span / 2), 0, size - span)
  return {
    resized,
    left: start(resized.width, target.width, clamp(focus.x, 0, 1)),
    top: start(resized.height, target.height, clamp(focus.y, 0, 1)),
    width: target.width,
    height: target.height,
  }
}

/**
 * The same cut as CSS's `object-position` (with `object-fit: cover`) writes it: each offset as a share of the room the
 * picture has to move on that axis (50% where it has none).
 */
export function shareObjectPosition(crop: ShareCrop): string {
  const percent = (offset: number, room: number) => (room > 0 ? `${Math.round((offset / room) * 10_000) / 100}%` : '50%')
  return `${percent(crop.left, crop.resized.width - crop.width)} ${percent(crop.top, crop.resized.height - crop.height)}`
}

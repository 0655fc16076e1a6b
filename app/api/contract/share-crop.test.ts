import { describe, expect, it } from 'vitest'
import { shareCrop, shareObjectPosition } from './share-crop'

describe('shareCrop', () => {
  it('scales a wide picture to the target height and centres the cut on the focal point', () => {
    const crop = shareCrop({ width: 2400, height: 900 }, { x: 0.5, y: 0.5 })
    expect(crop.resized).toEqual({ width: 1680, height: 630 })
    expect(crop).toMatchObject({ left: 240, top: 0, width: 1200, height: 630 })
  })

  it('scales a tall picture to the target width and follows the point down', () => {
    const crop = shareCrop({ width: 1000, height: 2000 }, { x: 0.5, y: 0.75 })
    expect(crop.resized).toEqual({ width: 1200, height: 2400 })
    expect(crop.top).toBe(Math.round(0.75 * 2400 - 315))
    expect(crop.left).toBe(0)
  })

  it('pushes the cut back inside the picture when the point is near an edge', () => {
    const source = { width: 3000, height: 1000 }
    expect(shareCrop(source, { x: 0, y: 0 })).toMatchObject({ left: 0, top: 0 })
    const right = shareCrop(source, { x: 1, y: 1 })
    expect(right.left).toBe(right.resized.width - 1200)
    expect(right.top).toBe(right.resized.height - 630)
  })

  it('enlarges a picture smaller than the target so that it covers it', () => {
    const crop = shareCrop({ width: 600, height: 400 }, { x: 0.5, y: 0.5 })
    expect(crop.resized.width).toBeGreaterThanOrEqual(1200)
    expect(crop.resized.height).toBeGreaterThanOrEqual(630)
    expect(crop.resized).toEqual({ width: 1200, height: 800 })
  })

  it('cuts a picture of the target ratio whole', () => {
    expect(shareCrop({ width: 2400, height: 1260 }, { x: 0.9, y: 0.1 })).toMatchObject({
      resized: { width: 1200, height: 630 },
      left: 0,
      top: 0,
    })
  })

  it('writes the same cut as CSS object-position', () => {
    const crop = shareCrop({ width: 2400, height: 900 }, { x: 0.25, y: 0.5 })
    // 0.25 × 1680 − 600 = −180: the left edge.
    expect(shareObjectPosition(crop)).toBe('0% 50%')
    // 1485 of the 1770 px the tall picture may move.
    expect(shareObjectPosition(shareCrop({ width: 2400, height: 900 }, { x: 0.5, y: 0 }))).toBe('50% 50%')
    expect(shareObjectPosition(shareCrop({ width: 1000, height: 2000 }, { x: 0.5, y: 0.75 }))).toBe('50% 83.9%')
  })
})

/**
 * The arithmetic of the console's bar charts, apart from their drawing so that it can be tested: the axis's top, its
 * ticks, and where each stacked segment sits.
 */

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `max`; 1 for an empty chart. */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10
  return step * power
}

/** Whole-number ticks from 0 to `top`, at most `count + 1` of them, evenly spaced. */
export function axisTicks(top: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(top / count))
  const ticks: number[] = []
  for (let value = 0; value <= top; value += step) ticks.push(value)
  return ticks
}

export interface Segment {
  key: string
  value: number
  /** Distance from the plot's top, in the plot's units. */
  y: number
  height: number
}

/**
 * One bar's segments stacked from the bottom in the order given, scaled so that `top` fills `plotHeight`; a segment of
 * zero is left out (nothing to draw or to point at).
 */
export function stackSegments(values: readonly { key: string; value: number }[], top: number, plotHeight: number): Segment[] {
  const scale = top > 0 ? plotHeight / top : 0
  let base = 0
  const segments: Segment[] = []
  for (const { key, value } of values) {
    if (value <= 0) continue
    const height = value * scale
    segments.push({ key, value, y: plotHeight - (base + value) * scale, height })
    base += value
  }
  return segments
}

/** The sum of one bar's values. */
export const barTotal = (values: readonly { value: number }[]) => values.reduce((sum, { value }) => sum + value, 0)

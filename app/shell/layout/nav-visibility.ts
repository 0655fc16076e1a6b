import { layout } from '~/components/styles/theme'

export interface NavScrollState {
  /** Slid out of view: the visitor is scrolling down, past the threshold. */
  hidden: boolean
  /** At the very top of the page, where the bar may be transparent. */
  atTop: boolean
  lastY: number
}

export const initialNavScrollState: NavScrollState = { hidden: false, atTop: true, lastY: 0 }

/** Hides the bar when scrolling down beyond the threshold, shows it again on any scroll up. */
export function nextNavScrollState(
  previous: NavScrollState,
  y: number,
  threshold: number = layout.navScrollThreshold,
): NavScrollState {
  const position = Math.max(0, y)
  const delta = position - previous.lastY
  let hidden = previous.hidden
  if (position <= threshold) hidden = false
  else if (delta > 0) hidden = true
  else if (delta < 0) hidden = false
  return { hidden, atTop: position < 8, lastY: position }
}

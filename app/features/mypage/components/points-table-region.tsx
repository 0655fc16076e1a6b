import type { ReactNode } from 'react'
import { tableScroll } from './points-table.styles'

/**
 * A members' table in a region named by its caption that scrolls sideways on a narrow screen; focusable, so that
 * the keyboard can scroll it too.
 */
export function TableRegion({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={tableScroll} aria-labelledby={captionId} tabIndex={0}>
      {children}
    </section>
  )
}

import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether a box scrolls sideways (a wide table on a phone), measured when it mounts and whenever it or its content is
 * resized. A box that scrolls is made a named region a keyboard can reach and scroll (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`); one that does not stays out of the tab order and of the landmarks. `shown`: whether the
 * box is on the page now (measured again when it comes).
 */
export function useScrollRegion<E extends HTMLElement>(name: string, shown = true) {
  const ref = useRef<E>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box || !shown) return
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [shown])
  return { ref, ...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': name } : {}) }
}

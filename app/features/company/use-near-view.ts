import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. Does nothing while
 * `enabled` is false; without IntersectionObserver (old browsers) the element counts as near at once.
 */
export function useNearView(ref: RefObject<Element | null>, enabled: boolean, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!enabled || near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, near, margin])
  return near
}

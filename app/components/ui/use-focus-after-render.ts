import { useEffect, useState } from 'react'

/**
 * Gives a function that moves the focus to the element of `id` once the render it comes with is on screen, after the
 * effects of the components inside: a dialog closing there hands the focus back to its opener in its own effect, and
 * this runs after it. Focusing from a timer instead raced that hand-back (and the opener's removal) under load.
 */
export function useFocusAfterRender(id: string) {
  const [requests, setRequests] = useState(0)
  useEffect(() => {
    if (requests > 0) document.getElementById(id)?.focus()
  }, [requests, id])
  return () => setRequests((count) => count + 1)
}

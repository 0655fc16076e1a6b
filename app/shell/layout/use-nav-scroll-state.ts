import { useEffect, useState } from 'react'
import { initialNavScrollState, type NavScrollState, nextNavScrollState } from './nav-visibility'

/** Follows the page's scroll position, once a frame at most, and derives the bar's state from it. */
export function useNavScrollState(): NavScrollState {
  const [navState, setNavState] = useState(initialNavScrollState)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      setNavState((previous) => nextNavScrollState(previous, window.scrollY))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    return () => {
      if (frame) window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
    }
  }, [])
  return navState
}

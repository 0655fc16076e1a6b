import { useEffect } from 'react'
import { useUiStore } from '~/components/ui/ui-store'

/** Keeps viewport width and scroll position in the UI store; renders nothing. */
export function UiStateTracker() {
  const { setViewportWidth, setScrollY } = useUiStore.getState()

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      setViewportWidth(window.innerWidth)
      setScrollY(window.scrollY)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      if (frame) window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [setViewportWidth, setScrollY])

  return null
}

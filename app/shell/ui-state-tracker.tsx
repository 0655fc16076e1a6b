import { useEffect } from 'react'
import { useUiStore } from '~/components/ui/ui-store'

/** Keeps viewport width, scroll position and network status in the UI store; renders nothing. */
export function UiStateTracker() {
  const { setViewportWidth, setScrollY, setOnline } = useUiStore.getState()

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
    const updateOnline = () => setOnline(navigator.onLine)
    measure()
    updateOnline()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    window.addEventListener('online', updateOnline)
    window.addEventListener('offline', updateOnline)
    return () => {
      if (frame) window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      window.removeEventListener('online', updateOnline)
      window.removeEventListener('offline', updateOnline)
    }
  }, [setViewportWidth, setScrollY, setOnline])

  return null
}

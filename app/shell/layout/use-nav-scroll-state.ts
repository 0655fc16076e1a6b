import { useEffect, useState } from 'react'
import { useUiStore } from '~/components/ui/ui-store'
import { initialNavScrollState, type NavScrollState, nextNavScrollState } from './nav-visibility'

/** Follows the page's scroll position (kept in the UI store) and derives the bar's state from it. */
export function useNavScrollState(): NavScrollState {
  const scrollY = useUiStore((state) => state.scrollY)
  const [navState, setNavState] = useState(initialNavScrollState)
  useEffect(() => {
    setNavState((previous) => nextNavScrollState(previous, scrollY))
  }, [scrollY])
  return navState
}

import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { whenLoadedAndIdle } from './deferred'
import { currentConnection, mayPrefetch } from './prefetch-policy'

/**
 * Once the page has loaded and the browser is idle (or 2 s after the load at the latest), while the connection
 * allows it, starts the idle-time work (idle-time-work.ts): the code of the in-site links that scroll into view
 * (decision 17), the brand font files this page needs (decision 16) and the pages' descriptions the next page's head
 * needs (decision 11). Its code loads then too, so none of it is in the page's first load.
 */
export function PrefetchOnIdle() {
  const router = useRouter()

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const cancel = whenLoadedAndIdle(() => {
      if (!mayPrefetch(currentConnection())) return
      import('./idle-time-work')
        .then(({ workWhileIdle }) => {
          if (!stopped) stop = workWhileIdle(router)
        })
        .catch(() => {})
    })
    return () => {
      stopped = true
      cancel()
      stop()
    }
  }, [router])

  return null
}

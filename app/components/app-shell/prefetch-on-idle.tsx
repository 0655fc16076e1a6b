import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { whenLoadedAndIdle } from './deferred'
import { currentConnection, mayPrefetch } from './prefetch-policy'

/**
 * Once the page has loaded and the browser is idle (or 2 s after the load at the latest), prefetches the code and data of the in-site links
 * that scroll into view, while the connection allows it. The code that does it loads then too.
 */
export function PrefetchOnIdle() {
  const router = useRouter()

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const cancel = whenLoadedAndIdle(() => {
      if (!mayPrefetch(currentConnection())) return
      import('./prefetch-links')
        .then(({ prefetchLinksInView }) => {
          if (!stopped) stop = prefetchLinksInView(router)
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

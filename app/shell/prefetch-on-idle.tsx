import { loadLateMessages } from 'virtual:client-messages'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { whenLoadedAndIdle } from './deferred'
import { currentConnection, mayPrefetch } from './prefetch-policy'

/**
 * Once the page has loaded and the browser is idle (or 2 s after the load at the latest), while the connection
 * allows it: prefetches the code of the in-site links that scroll into view (decision 17), puts the brand font
 * files this page needs into the browser's cache (decision 16), and loads the pages' descriptions that the next
 * page's head needs (decision 11). The code that does each loads then too.
 */
export function PrefetchOnIdle() {
  const router = useRouter()

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const cancel = whenLoadedAndIdle(() => {
      if (!mayPrefetch(currentConnection())) return
      loadLateMessages().catch(() => {})
      import('./warm-font-cache').then(({ warmFontCache }) => warmFontCache()).catch(() => {})
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

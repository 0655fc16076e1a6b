import { useEffect } from 'react'
import { whenLoadedAndIdle } from './deferred'
import { currentConnection, mayPrefetch } from './prefetch-policy'

/**
 * Once the page has loaded and the browser is idle, puts the brand font files this page needs into the browser's
 * cache (decision 14), when the connection allows prefetching. The code that does it loads then too.
 */
export function WarmFontsOnIdle() {
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        if (!mayPrefetch(currentConnection())) return
        import('./warm-font-cache').then(({ warmFontCache }) => warmFontCache()).catch(() => {})
      }),
    [],
  )
  return null
}

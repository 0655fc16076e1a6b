const RELOAD_MARK = 'chunk-reload-at'
const RELOAD_WINDOW_MS = 10_000

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Reload once to fetch the new build;
 * a second failure within the window is left to the error page, so there is never a reload loop.
 * Offline, a chunk fails because the network is gone, not the build: a reload would only swap the page for the
 * browser's offline screen and lose what the visitor was doing.
 */
export function shouldReloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  online: boolean,
): boolean {
  if (!online) return false
  const last = Number(storage.getItem(RELOAD_MARK) ?? 0)
  if (now - last < RELOAD_WINDOW_MS) return false
  storage.setItem(RELOAD_MARK, String(now))
  return true
}

export function installChunkErrorRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (!shouldReloadAfterChunkError(window.sessionStorage, Date.now(), navigator.onLine)) return
    } catch {
      return
    }
    event.preventDefault()
    window.location.reload()
  })
}

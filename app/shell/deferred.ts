import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react'
import { currentConnection, mayPrefetch, PREFETCH_IDLE_TIMEOUT_MS } from './prefetch-policy'

/** Runs `task` once the browser is idle (after PREFETCH_IDLE_TIMEOUT_MS at the latest); returns what cancels it. */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS)
  return () => window.clearTimeout(handle)
}

/** Runs `task` once the page has loaded and the browser is then idle, so nothing competes with the page's own start. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle = () => {}
  const start = () => {
    cancelIdle = whenIdle(task)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    cancelIdle()
  }
}

/**
 * React.lazy for interaction-only UI (the global dialogs, the mobile menu): its code stays out of the page's first
 * load. Once the page has loaded and the browser is idle it is fetched anyway, when the connection allows prefetching, so it is ready
 * (offline too) by the time somebody opens it.
 */
export function lazyAfterLoad<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  if (typeof window !== 'undefined') {
    whenLoadedAndIdle(() => {
      if (mayPrefetch(currentConnection())) load().catch(() => {})
    })
  }
  return lazy(load)
}

/** True from the first time `value` is true on: a lazily loaded part stays mounted once used, so it closes properly. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}

import { loadLateMessages } from 'virtual:client-messages'
import type { AnyRouter } from '@tanstack/react-router'
import { whenIdle } from './deferred'
import { currentConnection, mayPrefetch } from './prefetch-policy'

function internalHref(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return undefined
  if (anchor.pathname.startsWith('/api/')) return undefined
  return `${anchor.pathname}${anchor.search}`
}

/**
 * The code of the routes an address leads to (each route's lazy chunk and its styles), without running any loader:
 * data is fetched when the visitor points at the link (the router's `intent` preload) or follows it.
 */
function loadRouteCode(router: AnyRouter, href: string): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname)
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)))
}

/** What the idle-time work is doing, on the root element (`data-prefetch`), for whoever waits for it to end. */
function showState(state: 'busy' | 'idle'): void {
  document.documentElement.dataset.prefetch = state
}

/**
 * The idle-time work (started by PrefetchOnIdle once the browser is idle, while the connection allows it): loads the
 * pages' descriptions (decision 11), puts the brand font files this page needs into the browser's cache (decision 16)
 * and prefetches the code of the links in view. The state it shows is 'idle' once all of it is done. Returns what
 * stops it.
 */
export function workWhileIdle(router: AnyRouter): () => void {
  showState('busy')
  const lateMessages = loadLateMessages().catch(() => {})
  import('./warm-font-cache').then(({ warmFontCache }) => warmFontCache()).catch(() => {})
  return prefetchLinksInView(router, lateMessages)
}

/**
 * Prefetches the code of the in-site links that scroll into view, while the connection allows it. One link at a
 * time, each in its own idle period, so that prefetching never holds the main thread for long while the visitor reads
 * or starts to type. Shows 'idle' whenever nothing is left to fetch and `alongside` is done: not while a link added
 * to the page has yet to be reported in view or not (the observer reports it a moment later, and it may be in view).
 * Returns what stops it.
 */
function prefetchLinksInView(router: AnyRouter, alongside: Promise<unknown>): () => void {
  const done = new Set<string>()
  const queue: string[] = []
  const observed = new WeakSet<Element>()
  const unreported = new Set<Element>()
  let stopped = false
  let pumping = false
  let cancelIdle = () => {}

  const drained = () =>
    void alongside.then(() => {
      if (!stopped && !pumping && unreported.size === 0) showState('idle')
    })
  const pump = () => {
    const href = queue.shift()
    if (stopped || !href || !mayPrefetch(currentConnection())) {
      pumping = false
      drained()
      return
    }
    loadRouteCode(router, href)
      .catch(() => done.delete(href))
      .finally(() => {
        cancelIdle = whenIdle(pump)
      })
  }
  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      unreported.delete(entry.target)
      if (!entry.isIntersecting) continue
      intersection.unobserve(entry.target)
      const href = internalHref(entry.target as HTMLAnchorElement)
      if (!href || done.has(href)) continue
      done.add(href)
      queue.push(href)
    }
    if (!pumping && queue.length) {
      pumping = true
      showState('busy')
      cancelIdle = whenIdle(pump)
    } else drained()
  })
  const linksIn = (node: Element | Document) => [
    ...(node instanceof HTMLAnchorElement ? [node] : []),
    ...node.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'),
  ]
  const observeLinks = (root: Element | Document) => {
    for (const anchor of linksIn(root)) {
      if (observed.has(anchor) || !anchor.getAttribute('href')?.startsWith('/')) continue
      observed.add(anchor)
      unreported.add(anchor)
      showState('busy')
      intersection.observe(anchor)
    }
  }
  observeLinks(document)
  const mutation = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) observeLinks(node)
      // A link removed before it was reported never will be.
      for (const node of record.removedNodes) {
        if (node instanceof Element) for (const anchor of linksIn(node)) unreported.delete(anchor)
      }
    }
    if (unreported.size === 0 && !pumping) drained()
  })
  mutation.observe(document.body, { childList: true, subtree: true })
  return () => {
    stopped = true
    cancelIdle()
    intersection.disconnect()
    mutation.disconnect()
  }
}

import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type ConnectionInfo, mayPrefetch, PREFETCH_IDLE_TIMEOUT_MS } from './prefetch-policy'

function currentConnection(): ConnectionInfo {
  return { onLine: navigator.onLine, connection: (navigator as Navigator & Pick<ConnectionInfo, 'connection'>).connection }
}

function internalHref(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return undefined
  if (anchor.pathname.startsWith('/api/')) return undefined
  return `${anchor.pathname}${anchor.search}`
}

/**
 * Once the browser is idle (or after 2 s at the latest), prefetches the code and data of the in-site links
 * that scroll into view, while the connection allows it.
 */
export function PrefetchOnIdle() {
  const router = useRouter()

  useEffect(() => {
    const done = new Set<string>()
    let intersection: IntersectionObserver | undefined
    let mutation: MutationObserver | undefined

    const observeLinks = (root: ParentNode) => {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) intersection?.observe(anchor)
    }

    const start = () => {
      if (!mayPrefetch(currentConnection())) return
      intersection = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          intersection?.unobserve(entry.target)
          const href = internalHref(entry.target as HTMLAnchorElement)
          if (!href || done.has(href) || !mayPrefetch(currentConnection())) continue
          done.add(href)
          // The router accepts a plain href (it parses path and search itself); its types only describe `to`.
          router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => done.delete(href))
        }
      })
      observeLinks(document)
      mutation = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element) observeLinks(node)
        }
      })
      mutation.observe(document.body, { childList: true, subtree: true })
    }

    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(start, PREFETCH_IDLE_TIMEOUT_MS)
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      intersection?.disconnect()
      mutation?.disconnect()
    }
  }, [router])

  return null
}

import { timeSlices } from './time-slices'

/** The JSON script in the head that lists the route chunks to preload once the page has painted. */
export const DEFERRED_PRELOADS_ID = 'deferred-module-preloads'

/** How long the app waits for the page's main image before starting anyway (a slow or stalled image). */
export const MAIN_IMAGE_WAIT_LIMIT_MS = 3000
/**
 * How long the app waits for the browser to report the main content's paint: it may not report it (a background
 * tab, a browser without the Largest Contentful Paint API, a main image smaller than some text).
 */
const PAINT_REPORT_WAIT_LIMIT_MS = 500

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const parsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve()

const settled = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true })
        image.addEventListener('error', () => resolve(), { once: true })
      })

/**
 * Resolves when the browser reports a largest contentful paint of `element` (of anything when undefined). A frame
 * that paints an image can be presented after the image's load event and the next animation frame, so neither of
 * those says that it was painted; this report does.
 */
const paintReported = (element: Element | undefined) =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>
      if (!entries.some((entry) => element === undefined || entry.element === element)) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })

/**
 * Resolves once the browser has painted the page's largest content: its main image (the one server-rendered with
 * `fetchpriority="high"`) when it has one, else its first contentful paint. The app's scripts are requested only
 * then, so that they do not compete with that image for a slow connection (decision 18).
 */
export async function afterMainContentPaint(): Promise<void> {
  await parsed()
  const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]') ?? undefined
  if (mainImage) await Promise.race([settled(mainImage), delay(MAIN_IMAGE_WAIT_LIMIT_MS)])
  await Promise.race([paintReported(mainImage), delay(PAINT_REPORT_WAIT_LIMIT_MS)])
}

/**
 * Preloads the page's route chunks listed in the head, all at once instead of one import after another. Adding a
 * modulepreload link costs the main thread a few milliseconds (more under 4x CPU), so they are added in time slices.
 */
export async function preloadDeferredModules(): Promise<void> {
  const list = document.getElementById(DEFERRED_PRELOADS_ID)?.textContent
  if (!list) return
  const pause = timeSlices()
  for (const href of JSON.parse(list) as string[]) {
    await pause()
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}

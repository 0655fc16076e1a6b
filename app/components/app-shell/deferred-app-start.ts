/** The JSON script in the head that lists the route chunks to preload once the page has painted. */
export const DEFERRED_PRELOADS_ID = 'deferred-module-preloads'

/** How long the app waits for the page's main image before starting anyway (a slow or stalled image). */
const MAIN_IMAGE_WAIT_LIMIT_MS = 3000
/** A background tab produces no frames; the app starts anyway after this long. */
const FRAME_WAIT_LIMIT_MS = 250

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

/** After the next frame has been produced: a task queued from requestAnimationFrame runs after that paint. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Resolves once the page's largest content has been painted: its main image (the one server-rendered with
 * `fetchpriority="high"`) when it has one, else the first paint. The app's scripts are requested only then, so that
 * they do not compete with that image for a slow connection (decision 18).
 */
export async function afterMainContentPaint(): Promise<void> {
  await parsed()
  const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (mainImage) await Promise.race([settled(mainImage), delay(MAIN_IMAGE_WAIT_LIMIT_MS)])
  await Promise.race([afterNextPaint(), delay(FRAME_WAIT_LIMIT_MS)])
}

/** Preloads the page's route chunks listed in the head, all at once instead of one import after another. */
export function preloadDeferredModules(): void {
  const list = document.getElementById(DEFERRED_PRELOADS_ID)?.textContent
  if (!list) return
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}

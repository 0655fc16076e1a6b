/** How long a slice of deferred work may hold the main thread before the browser gets it back for input and paint. */
const SLICE_MS = 8

/** Lets the browser run its pending work (input, paint) before going on: `scheduler.yield()` where it exists. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}

/**
 * Answers a `pause` to await between small steps of work that must not block the page: it yields to the browser
 * once the steps since the last yield have taken SLICE_MS, so the work runs as a series of short tasks however much
 * of it there is. A long task delays the visitor's input, and Lighthouse counts it in Total Blocking Time.
 */
export function timeSlices(): () => Promise<void> {
  let sliceStart = performance.now()
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await nextTask()
    sliceStart = performance.now()
  }
}

/** The HTTP status an error stands for (an API failure carries one); 500 for anything else. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status)
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status
  }
  return 500
}

/**
 * A page's code that did not arrive (offline, or a deploy replaced the build): its script, in each browser's words, or
 * its stylesheet, which Vite's loader fetches before the script and fails the import without ("Unable to preload CSS").
 * Importing it again in the same document may well fail again (the router and the browser keep the failure), so a
 * retry loads the page afresh.
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
  )
}

import { queryOptions } from '@tanstack/react-query'

// Imported on the first fetch (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./sign-in/sign-in.functions')

/** Every console query starts with this key: a sign-out removes them all. */
export const consoleQueryKey = ['console'] as const

/** Who runs the console, asked afresh at every console navigation (the session may have ended meanwhile). */
export const currentStaffQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'me'],
    queryFn: async () => (await functions()).getCurrentStaff(),
    staleTime: 0,
    retry: false,
  })

/**
 * What the server rendered is not fetched again as the page hydrates: a console list is trusted for a few seconds (a
 * change based on an older read is refused anyway, and the page then offers to reload).
 */
export const CONSOLE_STALE_MS = 10_000

import { queryOptions } from '@tanstack/react-query'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./sign-in.functions')

export const memberQueryKey = ['member'] as const

/** How long a public page trusts the last answer of `me`; a member page always asks again (ADR 0012). */
export const MEMBER_STALE_MS = 30_000

/** Who is signed in, resolved on the server from the HttpOnly cookie. */
export const memberQuery = (staleTime = MEMBER_STALE_MS) =>
  queryOptions({
    queryKey: memberQueryKey,
    queryFn: async () => (await functions()).getCurrentMember(),
    staleTime,
    retry: false,
  })

import { queryOptions } from '@tanstack/react-query'

/** What the sign-in page offers (configured providers, the dashboard link): fixed until the next deploy. */
export const signInOptionsQuery = () =>
  queryOptions({
    queryKey: ['sign-in-options'],
    queryFn: async () => (await import('./sign-in.functions')).getSignInOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  })

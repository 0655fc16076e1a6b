import { useSearch } from '@tanstack/react-router'
import { returnToParam } from './return-to'
import { isSocialFailure, type SocialFailure } from './social/social-outcome'

/** The sign-in pages' search as they may use it: a same-site path to return to, and a known failure. */
export function useSignInSearch(from: '/login' | '/signup'): { returnTo?: string; error?: SocialFailure } {
  const search = useSearch({ from })
  return { returnTo: returnToParam(search.returnTo), error: isSocialFailure(search.error) ? search.error : undefined }
}

import { useRouter } from '@tanstack/react-router'

/**
 * Names the console's page again from the query cache (its loader's crumb, the document's title) after a change of
 * the record it shows: a renamed item is titled by its new name. Only after a change the backend took, so the session
 * the guard looks at again is one that just worked; the page keeps showing while its loader runs again.
 */
export function usePageNameRefresh(): () => void {
  const router = useRouter()
  return () => void router.invalidate({ filter: (match) => match.routeId === '/admin/$' })
}

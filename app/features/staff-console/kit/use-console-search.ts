import { useNavigate } from '@tanstack/react-router'
import type { ConsoleSearch } from '../console-search'

/**
 * Changes some of the address's query (filters, sort) and keeps the rest; a key set to undefined or '' leaves the
 * address. A change of filters goes back to the first page unless it names one.
 */
export function useConsoleSearchUpdate() {
  const navigate = useNavigate()
  return (patch: ConsoleSearch, options: { resetPage?: boolean } = { resetPage: true }) =>
    navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...previous, ...(options.resetPage ? { page: undefined } : {}), ...patch }
        for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key]
        return next as never
      },
    })
}

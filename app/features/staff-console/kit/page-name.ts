import { createContext, useContext } from 'react'

/**
 * Names the console's page again from the query cache after a change of the record it shows (a renamed item), given
 * by the frame (frame/page-name-refresh.tsx); nothing to name outside it.
 */
export const PageNameRefresh = createContext<() => void>(() => {})

export const usePageNameRefresh = () => useContext(PageNameRefresh)

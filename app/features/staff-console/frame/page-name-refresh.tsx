import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ConsoleAddress } from '../address/console-addresses'
import { consoleCrumb } from '../console-sections'
import { PageNameRefresh } from '../kit/page-name'
import type { FramedSection } from '../section-props'

/**
 * Gives the page a way to name itself again from the query cache: the document's title only (a renamed item's tab
 * and history entry). Running the route's loader again would run its guard too, and a session that ended meanwhile
 * would be sent to sign-in from a form being typed in.
 */
export function PageNameRefreshProvider({ address, children }: { address: ConsoleAddress<FramedSection>; children: ReactNode }) {
  const queryClient = useQueryClient()
  const refresh = () => {
    // The brand after the page's name, as the root's head wrote it (`… | Cellactis`).
    const brandAt = document.title.lastIndexOf(' | ')
    document.title = `${consoleCrumb(queryClient, address)}${brandAt >= 0 ? document.title.slice(brandAt) : ''}`
  }
  return <PageNameRefresh.Provider value={refresh}>{children}</PageNameRefresh.Provider>
}

import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { ConsoleSearch } from '~/features/staff-console/address/console-search'
import { loadConsoleSection } from '~/features/staff-console/console-sections'
import { ConsolePage } from '~/features/staff-console/frame/console-page'

// The guard and the head live in the console's own chunk: this file is in every page's first load (decision 32).
const consoleRoute = () => import('~/features/staff-console/console-route')

/**
 * The staff console, every address under /admin (decision 32): one route, so that the public route tree grows by one
 * entry; its page dispatches on the first segment (login, invitation, the sections) to lazily loaded parts.
 */
export const Route = createFileRoute('/admin/$')({
  // The page's name comes from its loader (`{ crumb }`), in the console's own messages.
  staticData: { crumb: () => '' },
  validateSearch: (search: ConsoleSearch & SearchSchemaInput): ConsoleSearch => search,
  beforeLoad: async (match) => (await consoleRoute()).guardConsole(match),
  head: async () => (await consoleRoute()).consoleHead(),
  loader: ({ context, params, location }) => loadConsoleSection(context, params._splat, location.search as ConsoleSearch),
  component: ConsolePage,
})

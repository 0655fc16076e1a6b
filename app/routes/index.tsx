import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/components/home-page'
import { loadHome } from '~/features/home/home-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/')({
  staticData: { crumb: m.page_home },
  loader: ({ context: { queryClient } }) => loadHome(queryClient, getLocale()),
  component: HomePage,
})

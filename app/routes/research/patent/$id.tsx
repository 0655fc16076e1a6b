import { createFileRoute } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { PatentPage } from '~/features/posts/components/patent-page'
import { postQueries } from '~/features/posts/posts-queries'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/patent/$id')({
  ...withDeferredMessages,
  staticData: {
    crumb: m.page_patent_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_patent, to: '/research/patent' },
  },
  loader: async ({ context: { queryClient }, params }) => {
    const item = await queryClient.ensureQueryData(postQueries.patent(getLocale(), requireNumericId(params.id)))
    return { crumb: item.title, description: descriptionExcerpt(item.summary) }
  },
  component: PatentPage,
})

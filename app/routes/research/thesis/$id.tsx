import { createFileRoute } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { ThesisPage } from '~/features/posts/components/thesis-page'
import { postQueries } from '~/features/posts/posts-queries'
import { thesisHead } from '~/features/seo/article-head'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/thesis/$id')({
  staticData: {
    crumb: m.page_thesis_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_thesis, to: '/research/thesis' },
  },
  loader: async ({ context: { queryClient }, params }) => {
    const item = await queryClient.ensureQueryData(postQueries.thesis(getLocale(), requireNumericId(params.id)))
    return { crumb: item.title, description: descriptionExcerpt(item.abstract) }
  },
  beforeLoad: withDeferredMessages.beforeLoad,
  head: ({ match, params, loaderData }) => {
    const head = thesisHead(match.context.queryClient.getQueryData(postQueries.thesis(getLocale(), Number(params.id)).queryKey), {
      site: match.context.site,
      pathname: match.pathname,
      locale: getLocale(),
      description: loaderData?.description,
    })
    return { ...head, links: deferredMessagesLinks() }
  },
  component: ThesisPage,
})

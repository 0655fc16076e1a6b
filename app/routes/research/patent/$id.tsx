import { createFileRoute } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { PatentPage } from '~/features/posts/components/patent-page'
import { previewHeadMeta, previewSearch, previewToken } from '~/features/posts/post-preview'
import { postQueries } from '~/features/posts/posts-queries'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/patent/$id')({
  beforeLoad: withDeferredMessages.beforeLoad,
  staticData: {
    crumb: m.page_patent_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_patent, to: '/research/patent' },
  },
  validateSearch: previewSearch,
  loaderDeps: ({ search: { preview } }) => ({ preview }),
  loader: async ({ context: { queryClient }, params, deps, preload }) => {
    const id = requireNumericId(params.id)
    const token = previewToken(deps.preview)
    // A draft is read only when its page is opened, never ahead of a click.
    if (token && preload) return undefined
    const query = token ? postQueries.patentPreview(getLocale(), id, token) : postQueries.patent(getLocale(), id)
    const item = await queryClient.ensureQueryData(query)
    return { crumb: item.title, description: descriptionExcerpt(item.summary) }
  },
  head: ({ match }) => ({ meta: match.search.preview ? previewHeadMeta : [], links: deferredMessagesLinks() }),
  component: PatentPage,
})

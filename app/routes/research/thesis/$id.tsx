import { createFileRoute } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { ThesisPage } from '~/features/posts/components/thesis-page'
import { previewHeadMeta, previewSearch, previewToken } from '~/features/posts/post-preview'
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
  validateSearch: previewSearch,
  loaderDeps: ({ search: { preview } }) => ({ preview }),
  loader: async ({ context: { queryClient }, params, deps, preload }) => {
    const id = requireNumericId(params.id)
    const token = previewToken(deps.preview)
    // A draft is read only when its page is opened, never ahead of a click.
    if (token && preload) return undefined
    const query = token ? postQueries.thesisPreview(getLocale(), id, token) : postQueries.thesis(getLocale(), id)
    const item = await queryClient.ensureQueryData(query)
    return { crumb: item.title, description: descriptionExcerpt(item.abstract) }
  },
  beforeLoad: withDeferredMessages.beforeLoad,
  head: ({ match, params, loaderData }) => {
    const id = Number(params.id)
    const token = match.search.preview
    const query = token ? postQueries.thesisPreview(getLocale(), id, token) : postQueries.thesis(getLocale(), id)
    const head = thesisHead(match.context.queryClient.getQueryData(query.queryKey), {
      site: match.context.site,
      pathname: match.pathname,
      locale: getLocale(),
      description: loaderData?.description,
    })
    return { ...head, meta: [...(head.meta ?? []), ...(token ? previewHeadMeta : [])], links: deferredMessagesLinks() }
  },
  component: ThesisPage,
})

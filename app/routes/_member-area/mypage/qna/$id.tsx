import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { QnaDetailPage } from '~/features/member-area/components/qna-detail-page'
import { loaderFetch, MAX_ITEM_ID, memberAreaQueries } from '~/features/member-area/member-area-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/mypage/qna/$id')({
  staticData: { crumb: m.page_mypage_qna_detail, parent: { label: m.page_mypage_qna, to: '/mypage/qna' } },
  loader: async ({ context: { queryClient }, params }) => {
    // Unknown ids and other members' questions answer 404 from the API: the not-found page, with HTTP 404.
    const id = requireNumericId(params.id)
    if (id > MAX_ITEM_ID) throw notFound()
    const question = await queryClient.ensureQueryData(loaderFetch(memberAreaQueries.question(getLocale(), id)))
    return { crumb: question.title }
  },
  component: QnaDetailPage,
})

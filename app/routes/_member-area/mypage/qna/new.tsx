import { createFileRoute } from '@tanstack/react-router'
import { QnaNewPage } from '~/features/member-area/components/qna-new-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member-area/mypage/qna/new')({
  staticData: { crumb: m.page_mypage_qna_new, parent: { label: m.page_mypage_qna, to: '/mypage/qna' } },
  component: QnaNewPage,
})

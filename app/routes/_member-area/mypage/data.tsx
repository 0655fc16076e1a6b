import { createFileRoute } from '@tanstack/react-router'
import { DataExportPage } from '~/features/member-area/data-export/data-export-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member-area/mypage/data')({
  staticData: { crumb: m.page_mypage_data, parent: { label: m.page_mypage, to: '/mypage' } },
  component: DataExportPage,
})

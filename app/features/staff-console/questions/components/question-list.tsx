import { useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { type adminQuestionSummary, questionListFilters } from '~/api/contract/member-area-admin-endpoints'
import { ListToolbar } from '~/components/page/list-toolbar.styles'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { withSearch } from '../../address/use-console-search'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { PagedTable } from '../../kit/paged-table'
import { StatusTabs } from '../../kit/status-tabs'
import { questionStatusLabels } from '../question-labels'
import { questionListQuery } from '../question-queries'
import { type QuestionListFilter, questionQueryOf } from '../question-search'

type Row = v.InferOutput<typeof adminQuestionSummary>

const filterLabels: Record<QuestionListFilter, () => string> = {
  ...questionStatusLabels,
  all: m.admin_question_all,
}

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<Row>[] => [
  {
    id: 'title',
    header: m.admin_question_title_column,
    long: (row) => row.title,
    cell: (row) => <ConsoleLink to={{ section: 'questions', view: 'detail', id: row.id }}>{row.title}</ConsoleLink>,
  },
  { id: 'member', header: m.admin_member, cell: (row) => row.member.name },
  { id: 'asked', header: m.admin_question_asked, cell: (row) => formatTimestamp(row.createdAt, locale) },
  { id: 'status', header: m.admin_status, cell: (row) => filterLabels[row.status]() },
  {
    id: 'answered',
    header: m.admin_question_answered,
    cell: (row) => (row.answeredAt ? formatTimestamp(row.answeredAt, locale) : m.admin_none()),
  },
]

/** /admin/questions: the members' questions, the waiting ones first (the longest wait at the top), paged by the server. */
export function QuestionList({ address }: { address: ViewAddress<'questions', 'list'> }) {
  const query = questionQueryOf(address.search)
  const list = useQuery(questionListQuery(query))
  const locale = getLocale()
  return (
    <>
      <ListToolbar>
        <StatusTabs
          label={m.admin_status()}
          to={(status) => withSearch(address, { status, page: undefined })}
          values={questionListFilters}
          current={query.status}
          labelOf={(value) => filterLabels[value]()}
        />
      </ListToolbar>
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_questions()}
        columns={columns(locale)}
        rowId={(row) => String(row.id)}
        empty={m.admin_question_empty()}
      />
    </>
  )
}

import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { EmptyState } from '~/components/page/empty-state'
import { listTotal } from '~/components/page/list-page-frame.styles'
import { listToolbarLook } from '~/components/page/list-toolbar-look'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { buttonLink } from '~/components/ui/button-link'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { memberAreaQueries, pagedQuery } from '../member-area-queries'
import { MemberTable } from './member-table'
import { formatDay } from './points-format'
import { QnaStatus } from './qna-status'

const route = getRouteApi('/_member-area/mypage/qna/')

const Toolbar = styled.div`
  ${listToolbarLook}
  p {
    margin: 0;
  }
`

/** /mypage/qna: the member's questions, newest first, with whether each is answered; paged in the address. */
export function QnaListPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data } = useSuspenseQuery(memberAreaQueries.questions(locale, pagedQuery(search, 'questions')))
  return (
    <article>
      <PageHeading />
      <Toolbar>
        <p className={listTotal} aria-live="polite">
          {m.list_total({ total: formatNumber(data.total) })}
        </p>
        <Link to="/mypage/qna/new" className={buttonLink}>
          {m.page_mypage_qna_new()}
        </Link>
      </Toolbar>
      {data.items.length === 0 ? (
        <EmptyState message={m.qna_empty()} />
      ) : (
        <MemberTable
          id="qna-caption"
          caption={m.qna_table_caption()}
          captionHidden
          columns={[{ label: m.qna_col_title() }, { label: m.qna_col_date() }, { label: m.qna_col_status() }]}
        >
          {data.items.map((question) => (
            <tr key={question.id}>
              <th scope="row">
                <Link to="/mypage/qna/$id" params={{ id: String(question.id) }}>
                  {question.title}
                </Link>
              </th>
              <td>
                <time dateTime={question.createdAt}>{formatDay(question.createdAt, locale)}</time>
              </td>
              <td>
                <QnaStatus status={question.status} />
              </td>
            </tr>
          ))}
        </MemberTable>
      )}
      <Pagination page={data.page} size={data.size} total={data.total} />
    </article>
  )
}

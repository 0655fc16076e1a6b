import { useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { adminMemberDetail, adminPointEntry } from '~/api/contract/admin-member-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { withSearch } from '../../address/use-console-search'
import { Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { PagerLinks } from '../../kit/pager-links'
import { memberPointsQuery, membersKey } from '../member-queries'
import { PointsForm } from './points-form'

type Entry = v.InferOutput<typeof adminPointEntry>
type Member = v.InferOutput<typeof adminMemberDetail>

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<Entry>[] => [
  { id: 'date', header: m.points_col_date, cell: (entry) => formatTimestamp(entry.date, locale) },
  { id: 'description', header: m.points_col_description, cell: (entry) => entry.description },
  { id: 'saved', header: m.points_col_saved, cell: (entry) => (entry.saved ? formatNumber(entry.saved) : '') },
  { id: 'used', header: m.points_col_used, cell: (entry) => (entry.used ? formatNumber(entry.used) : '') },
  { id: 'staff', header: m.admin_points_by, cell: (entry) => entry.staff?.name ?? m.admin_points_by_site() },
]

/** The member's point history (newest first, paged by `points` in the address), the balance, and a grant or deduction. */
export function MemberPoints({ member, address }: { member: Member; address: ViewAddress<'members', 'detail'> }) {
  const page = address.search.points ?? 1
  const points = useQuery(memberPointsQuery(member.id, page))
  const queryClient = useQueryClient()
  const locale = getLocale()
  let body: React.ReactNode
  if (points.isError) body = <ConsoleError error={points.error} onRetry={() => points.refetch()} />
  else if (!points.data) body = <ConsoleLoading />
  else
    body = (
      <div aria-busy={points.isPlaceholderData}>
        <p data-testid="points-balance">
          <strong>{m.points_balance()}</strong>: {m.points_amount({ points: formatNumber(points.data.balance) })}
        </p>
        {member.status === 'active' ? (
          <PointsForm
            memberId={member.id}
            balance={points.data.balance}
            onDone={() => queryClient.invalidateQueries({ queryKey: [...membersKey, member.id] })}
          />
        ) : null}
        <h3>{m.admin_points_history()}</h3>
        <DataTable
          caption={m.admin_points_history()}
          columns={columns(locale)}
          rows={points.data.items}
          rowId={(entry) => String(entry.id)}
          empty={m.admin_points_empty()}
        />
        <PagerLinks
          page={points.data.page}
          pageCount={Math.ceil(points.data.total / points.data.size)}
          pageTo={(target) => withSearch(address, { points: target })}
        />
      </div>
    )
  return (
    <Panel aria-labelledby="points-heading">
      <h2 id="points-heading">{m.admin_points_title()}</h2>
      {body}
    </Panel>
  )
}

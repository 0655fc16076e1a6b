import { useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { type adminSampleSummary, sampleListFilters } from '~/api/contract/member-area-admin-endpoints'
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
import { sampleFilterLabels, sampleStatusLabels } from '../sample-labels'
import { sampleListQuery } from '../sample-queries'
import { sampleQueryOf } from '../sample-search'

type Row = v.InferOutput<typeof adminSampleSummary>

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<Row>[] => [
  {
    id: 'requested',
    header: m.sample_col_date,
    cell: (row) => (
      <ConsoleLink to={{ section: 'samples', view: 'detail', id: row.id }}>{formatTimestamp(row.createdAt, locale)}</ConsoleLink>
    ),
  },
  { id: 'member', header: m.admin_member, cell: (row) => row.member.name },
  { id: 'materials', header: m.sample_col_materials, cell: (row) => row.materials.map((item) => item.name).join(', ') },
  { id: 'quantity', header: m.sample_col_quantity, cell: (row) => row.quantity },
  { id: 'status', header: m.sample_col_status, cell: (row) => sampleStatusLabels[row.status]() },
  { id: 'changed', header: m.admin_sample_status_changed, cell: (row) => formatTimestamp(row.statusChangedAt, locale) },
]

/** /admin/samples: the requests of one status (the open ones by default, the longest wait first), paged by the server. */
export function SampleList({ address }: { address: ViewAddress<'samples', 'list'> }) {
  const query = sampleQueryOf(address.search)
  const list = useQuery(sampleListQuery(query))
  const locale = getLocale()
  return (
    <>
      <ListToolbar>
        <StatusTabs
          label={m.sample_col_status()}
          to={(status) => withSearch(address, { status, page: undefined })}
          values={sampleListFilters}
          current={query.status}
          labelOf={(value) => sampleFilterLabels[value]()}
        />
      </ListToolbar>
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_samples()}
        columns={columns(locale)}
        rowId={(row) => String(row.id)}
        empty={m.admin_sample_empty()}
      />
    </>
  )
}

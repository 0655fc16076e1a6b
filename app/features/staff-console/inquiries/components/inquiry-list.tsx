import { useQuery } from '@tanstack/react-query'
import type { AdminInquirySummary } from '~/api/contract/admin-endpoints'
import { ListToolbar } from '~/components/page/list-toolbar.styles'
import { inquiryTypeLabels } from '~/features/inquiries/inquiry-type-labels'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { useConsoleSearchUpdate } from '../../address/use-console-search'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { FileExportLink } from '../../kit/file-export-link'
import { PagedTable } from '../../kit/paged-table'
import { sortParam } from '../../kit/table-search'
import { inquiryExportHref } from '../inquiry-download-paths'
import { inquiryStatusLabels, languageName } from '../inquiry-labels'
import { inquiryListQuery } from '../inquiry-queries'
import { inquiryFiltersOf, inquiryQueryOf, inquirySortOf, isFiltered } from '../inquiry-search'
import { InquiryFilters } from './inquiry-filters'

const destroyed = () => <em>{m.admin_inquiry_destroyed_short()}</em>

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<AdminInquirySummary>[] => [
  {
    id: 'receipt',
    header: m.admin_inquiry_receipt,
    unbroken: true,
    cell: (row) => (
      <ConsoleLink to={{ section: 'inquiries', view: 'detail', receipt: row.receiptNumber }}>{row.receiptNumber}</ConsoleLink>
    ),
  },
  {
    id: 'received',
    header: m.admin_inquiry_received,
    cell: (row) => formatTimestamp(row.createdAt, locale),
    sortValue: (row) => row.createdAt,
  },
  {
    id: 'category',
    header: m.admin_inquiry_category,
    cell: (row) => inquiryTypeLabels[row.type](),
    sortValue: (row) => row.type,
  },
  {
    id: 'company',
    header: m.contact_company_label,
    cell: (row) => (row.personalDataDestroyed ? destroyed() : row.company),
    long: (row) => (row.personalDataDestroyed ? undefined : row.company),
  },
  {
    id: 'subject',
    header: m.contact_subject_label,
    cell: (row) => (row.personalDataDestroyed ? destroyed() : row.subject),
    long: (row) => (row.personalDataDestroyed ? undefined : row.subject),
  },
  { id: 'language', header: m.admin_inquiry_language, cell: (row) => <span lang={row.locale}>{languageName(row.locale)}</span> },
  {
    id: 'status',
    header: m.admin_inquiry_status,
    cell: (row) => inquiryStatusLabels[row.status](),
    sortValue: (row) => row.status,
  },
  { id: 'assignee', header: m.admin_inquiry_assignee, cell: (row) => row.assignee?.name ?? m.admin_none() },
  { id: 'files', header: m.admin_inquiry_files, cell: (row) => formatNumber(row.attachmentCount) },
]

/** /admin/inquiries: the list, searched, filtered, sorted and paged by the server, all in the address; its CSV export. */
export function InquiryList({ address }: { address: ViewAddress<'inquiries', 'list'> }) {
  const query = inquiryQueryOf(address.search)
  const list = useQuery(inquiryListQuery(query))
  const updateSearch = useConsoleSearchUpdate(address)
  const locale = getLocale()
  const sort = inquirySortOf(address.search)
  return (
    <>
      <InquiryFilters key={JSON.stringify(query)} address={address} query={query} />
      <ListToolbar>
        <FileExportLink
          href={inquiryExportHref(inquiryFiltersOf(query), locale)}
          fileName="inquiries.csv"
          label={m.admin_inquiry_export()}
          testId="inquiry-export"
        />
      </ListToolbar>
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_inquiries()}
        columns={columns(locale)}
        rowId={(row) => row.receiptNumber}
        sort={sort}
        serverSorted
        onSortChange={(next) => updateSearch({ sort: sortParam(next ?? { id: sort.id, desc: false }) })}
        empty={isFiltered(query) ? m.admin_inquiry_empty_filtered() : m.admin_inquiry_empty()}
      />
    </>
  )
}

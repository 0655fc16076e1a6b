import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { REDIRECT_SEARCH_MAX, type RedirectSummary } from '~/api/contract/redirect-endpoints'
import { controlLook } from '~/components/form/control-look'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { useFilterForm } from '../../address/use-filter-form'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { FilterActions } from '../../kit/filter-actions'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { narrowsList } from '../../kit/narrows-list'
import { PagedTable } from '../../kit/paged-table'
import { readableAddress } from '../redirect-form'
import { statusLabel } from '../redirect-labels'
import { redirectListQuery } from '../redirect-queries'
import { redirectQueryOf } from '../redirect-search'
import { RedirectFormPanel } from './redirect-form-panel'

const Filters = styled.form`
  ${filterPanelLook}
  align-items: end;
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr) auto;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
  input[type='search'] {
    ${controlLook}
    padding: 8px 12px;
    width: 100%;
  }
  .field {
    display: grid;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
`

const Address = styled.span`
  overflow-wrap: anywhere;
`

/** A redirect whose old address is an item's page public again: the page answers (decision 116). */
const LivePage = styled.small`
  font-weight: 600;
`

const columns: ConsoleColumn<RedirectSummary>[] = [
  {
    id: 'from',
    header: m.admin_redirect_from,
    cell: (row) => (
      <ConsoleLink to={{ section: 'redirects', view: 'detail', id: row.id }}>
        <Address>{readableAddress(row.from)}</Address>
        {row.livePage ? <LivePage> ({m.admin_redirect_live_page_badge()})</LivePage> : null}
      </ConsoleLink>
    ),
  },
  { id: 'to', header: m.admin_redirect_to, cell: (row) => <Address>{readableAddress(row.to)}</Address> },
  { id: 'status', header: m.admin_redirect_status, unbroken: true, cell: (row) => statusLabel(row.status) },
  { id: 'hits', header: m.admin_redirect_hits, unbroken: true, cell: (row) => formatNumber(row.hits) },
  {
    id: 'last',
    header: m.admin_redirect_last_hit,
    cell: (row) => (row.lastHitAt ? formatTimestamp(row.lastHitAt, getLocale()) : m.admin_redirect_never()),
  },
]

type ListAddress = ViewAddress<'redirects', 'list'>

/** The search in either address, applied to the list's address on submit. */
function RedirectFilters({ address, q }: { address: ListAddress; q: string }) {
  const form = useFilterForm(address, { q })
  return (
    <Filters role="search" aria-label={m.admin_filter_legend()} onSubmit={form.apply}>
      <div className="field">
        <label htmlFor="redirect-q">{m.admin_redirect_search()}</label>
        <input id="redirect-q" type="search" maxLength={REDIRECT_SEARCH_MAX} {...form.bind('q')} />
      </div>
      <FilterActions onClear={() => form.clear()} />
    </Filters>
  )
}

/** /admin/redirects: a new redirect, then the list, searched in either address, with the hits each has had. */
export function RedirectList({ address }: { address: ListAddress }) {
  const query = redirectQueryOf(address.search)
  const list = useQuery(redirectListQuery(query))
  return (
    <>
      <p className="hint">{m.admin_redirect_intro()}</p>
      <p>
        <ConsoleLink to={{ section: 'redirects', view: 'import' }}>{m.admin_redirect_import()}</ConsoleLink>
      </p>
      <RedirectFormPanel />
      <RedirectFilters key={query.q ?? ''} address={address} q={query.q ?? ''} />
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_redirects()}
        columns={columns}
        rowId={(row) => String(row.id)}
        empty={narrowsList(query) ? m.admin_redirect_empty() : m.admin_redirect_none()}
      />
    </>
  )
}

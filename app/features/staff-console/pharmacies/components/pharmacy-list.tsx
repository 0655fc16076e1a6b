import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import type { PharmacySummary } from '~/api/contract/pharmacy-editing-endpoints'
import { controlLook } from '~/components/form/control-look'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { useFilterForm } from '../../address/use-filter-form'
import type { ConsoleColumn } from '../../kit/data-table'
import { DemoMark } from '../../kit/demo-mark'
import { FilterActions } from '../../kit/filter-actions'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { MissingLocaleSelect, MissingLocales } from '../../kit/missing-locales'
import { narrowsList } from '../../kit/narrows-list'
import { PagedTable } from '../../kit/paged-table'
import { pharmacyExportHref } from '../pharmacy-file-paths'
import { pharmacyListQuery, pharmacyRegionsQuery } from '../pharmacy-queries'
import { PHARMACY_SEARCH_MAX, type PharmacyListQuery, pharmacyQueryOf } from '../pharmacy-search'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 16px;
  a {
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    color: ${colors.primary};
    display: inline-block;
    font-weight: 600;
    padding: 10px 16px;
    text-decoration: none;
  }
`

const Filters = styled.form`
  ${filterPanelLook}
  align-items: end;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  select,
  input[type='search'] {
    ${controlLook}
    padding: 8px 12px;
    width: 100%;
  }
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .field {
    display: grid;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
`

const columns: ConsoleColumn<PharmacySummary>[] = [
  {
    id: 'name',
    header: m.admin_pharmacy_name,
    cell: (row) => (
      <>
        <ConsoleLink to={{ section: 'pharmacies', view: 'detail', id: row.id }} lang="ko-KR">
          {row.name}
        </ConsoleLink>
        <DemoMark demo={row.demo} />
      </>
    ),
  },
  { id: 'region', header: m.admin_pharmacy_region, cell: (row) => `${row.siNm} ${row.sggNm}` },
  { id: 'address', header: m.admin_pharmacy_address, cell: (row) => <span lang="ko-KR">{row.address}</span> },
  { id: 'phone', header: m.admin_pharmacy_phone, unbroken: true, cell: (row) => row.phone },
  { id: 'subway', header: m.admin_pharmacy_subway, cell: (row) => row.subway ?? m.admin_none() },
  { id: 'missing', header: m.admin_pharmacy_missing_column, cell: (row) => <MissingLocales missing={row.missingLocales} /> },
]

type ListAddress = ViewAddress<'pharmacies', 'list'>

/** The search, the province and district, and the missing-language filter, applied to the address on submit. */
function PharmacyFilters({ address, query }: { address: ListAddress; query: PharmacyListQuery }) {
  const regions = useQuery(pharmacyRegionsQuery())
  const form = useFilterForm(address, {
    q: query.q ?? '',
    siNm: query.siNm ?? '',
    sggNm: query.sggNm ?? '',
    missing: query.missing ?? '',
  })
  const { siNm } = form.fields
  const districts = regions.data?.find((region) => region.siNm === siNm)?.districts ?? []
  return (
    <Filters role="search" aria-label={m.admin_filter_legend()} onSubmit={form.apply}>
      <div className="field">
        <label htmlFor="pharmacy-q">{m.admin_pharmacy_search()}</label>
        <input id="pharmacy-q" type="search" maxLength={PHARMACY_SEARCH_MAX} {...form.bind('q')} />
      </div>
      <div className="field">
        <label htmlFor="pharmacy-si">{m.admin_pharmacy_province()}</label>
        <select
          id="pharmacy-si"
          value={siNm}
          onChange={(event) => {
            form.set('siNm')(event.target.value)
            form.set('sggNm')('')
          }}
        >
          <option value="">{m.admin_filter_all()}</option>
          {(regions.data ?? []).map((region) => (
            <option key={region.siNm} value={region.siNm}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="pharmacy-sgg">{m.admin_pharmacy_district()}</label>
        <select id="pharmacy-sgg" disabled={!siNm} {...form.bind('sggNm')}>
          <option value="">{m.admin_filter_all()}</option>
          {districts.map((district) => (
            <option key={district.sggNm} value={district.sggNm}>
              {district.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <MissingLocaleSelect
          id="pharmacy-missing"
          label={m.admin_pharmacy_missing_filter()}
          value={form.fields.missing}
          onChange={form.set('missing')}
        />
      </div>
      <FilterActions onClear={() => form.clear()} />
    </Filters>
  )
}

/** /admin/pharmacies: the finder's list by region, searched and filtered; a new one, an import, an export. */
export function PharmacyList({ address }: { address: ListAddress }) {
  const query = pharmacyQueryOf(address.search)
  const list = useQuery(pharmacyListQuery(query))
  const locale = getLocale()
  return (
    <>
      <p className="hint">{m.admin_pharmacy_intro()}</p>
      <Actions>
        <ConsoleLink to={{ section: 'pharmacies', view: 'new' }}>{m.admin_pharmacy_new()}</ConsoleLink>
        <ConsoleLink to={{ section: 'pharmacies', view: 'import' }}>{m.admin_pharmacy_import()}</ConsoleLink>
        <a href={pharmacyExportHref('csv', locale)} download data-testid="pharmacy-export-csv">
          {m.admin_pharmacy_export_csv()}
        </a>
        <a href={pharmacyExportHref('xlsx', locale)} download data-testid="pharmacy-export-xlsx">
          {m.admin_pharmacy_export_xlsx()}
        </a>
      </Actions>
      <PharmacyFilters
        key={`${query.q ?? ''}|${query.siNm ?? ''}|${query.sggNm ?? ''}|${query.missing ?? ''}`}
        address={address}
        query={query}
      />
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_pharmacies()}
        columns={columns}
        rowId={(row) => String(row.id)}
        empty={narrowsList(query) ? m.admin_pharmacy_empty() : m.admin_pharmacy_none()}
      />
    </>
  )
}

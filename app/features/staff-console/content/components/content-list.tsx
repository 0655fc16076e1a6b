import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { type ContentItemSummary, contentStateFilters } from '~/api/contract/content-editing'
import { ListToolbar } from '~/components/page/list-toolbar.styles'
import { colors } from '~/components/styles/theme'
import { buttonLook } from '~/components/ui/button-look'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ConsoleTarget, ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { withSearch } from '../../address/use-console-search'
import { useFilterForm } from '../../address/use-filter-form'
import type { ConsoleColumn } from '../../kit/data-table'
import { DemoMark } from '../../kit/demo-mark'
import { FilterActions } from '../../kit/filter-actions'
import { filterRowLook } from '../../kit/filter-row-look'
import { MissingLocaleSelect, MissingLocales } from '../../kit/missing-locales'
import { narrowsList } from '../../kit/narrows-list'
import { PagedTable } from '../../kit/paged-table'
import { StatusTabs } from '../../kit/status-tabs'
import { editingListQuery } from '../content-queries'
import { editorInputs } from '../editor-inputs'
import type { EditorKind } from '../editor-kind'
import { listedItemName } from '../kind-targets'
import { type ListQuery, listQueryOf } from '../list-search'
import { contentStateFilterLabels } from '../post-labels'
import { PublicationStateText } from './publication-state-text'

const Filters = styled.form`
  ${filterRowLook}
  ${editorInputs}
  .field {
    display: grid;
    flex: 1 1 200px;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
`

const ListLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  a {
    ${buttonLook}
    border: 1px solid ${colors.primary};
    display: inline-block;
    padding: 10px 20px;
    text-decoration: none;
  }
`

/** A kind's list's address, in either editing section. */
type ListAddress = ViewAddress<'posts' | 'site-content', 'list'>

const columns = <Form,>(editor: EditorKind<Form>, locale: ReturnType<typeof getLocale>): ConsoleColumn<ContentItemSummary>[] => [
  {
    id: 'title',
    header: m.admin_site_field_title,
    long: (row) => listedItemName(editor.kind, row).text,
    // A draft begun in another language is named in it (decision 80); one with no title yet, in the console's words.
    cell: (row) => {
      const name = listedItemName(editor.kind, row)
      return (
        <>
          <ConsoleLink to={editor.itemAddress(row.id)} lang={name.lang}>
            {name.text}
          </ConsoleLink>
          <DemoMark demo={row.demo} />
        </>
      )
    },
  },
  { id: 'state', header: m.admin_post_col_state, cell: (row) => <PublicationStateText item={row} locale={locale} /> },
  { id: 'missing', header: m.admin_post_col_missing, cell: (row) => <MissingLocales missing={row.missingLocales} /> },
]

/** The search, the missing-language and the waiting-draft filters, applied to the address on submit. */
function ListFilters({ address, query }: { address: ListAddress; query: ListQuery }) {
  const form = useFilterForm(address, { q: query.q ?? '', missing: query.missing ?? '', drafted: query.drafted ? '1' : '' })
  return (
    <Filters role="search" aria-label={m.admin_filter_legend()} onSubmit={form.apply}>
      <div className="field">
        <label htmlFor="content-q">{m.admin_post_search()}</label>
        <input id="content-q" type="search" maxLength={100} {...form.bind('q')} />
      </div>
      <div className="field">
        <MissingLocaleSelect
          id="content-missing"
          label={m.admin_post_missing_filter()}
          value={form.fields.missing}
          onChange={form.set('missing')}
        />
      </div>
      <div className="field">
        <label htmlFor="content-drafted">{m.admin_post_drafted_filter()}</label>
        <select id="content-drafted" {...form.bind('drafted')}>
          <option value="">{m.admin_filter_all()}</option>
          <option value="1">{m.admin_post_drafted_only()}</option>
        </select>
      </div>
      <FilterActions onClear={() => form.clear({ state: undefined })} />
    </Filters>
  )
}

/**
 * A kind's items (newest change first, or the site's order for an ordered kind), by state, missing language and
 * title; for an ordered kind, the way to its order.
 */
export function ContentList<Form>({
  editor,
  address,
  orderAddress,
}: {
  editor: EditorKind<Form>
  address: ListAddress
  orderAddress?: ConsoleTarget
}) {
  const query = listQueryOf(address.search)
  const list = useQuery(editingListQuery(editor.kind, query))
  const locale = getLocale()
  return (
    <>
      <ListToolbar>
        <StatusTabs
          label={m.admin_post_col_state()}
          to={(state) => withSearch(address, { state, page: undefined })}
          values={contentStateFilters}
          current={query.state}
          labelOf={(value) => contentStateFilterLabels[value]()}
        />
        <ListLinks>
          {editor.newAddress ? <ConsoleLink to={editor.newAddress}>{m.admin_post_new()}</ConsoleLink> : null}
          {orderAddress ? <ConsoleLink to={orderAddress}>{m.admin_item_order_link()}</ConsoleLink> : null}
        </ListLinks>
      </ListToolbar>
      <ListFilters key={`${query.q ?? ''}|${query.missing ?? ''}|${query.drafted ?? ''}`} address={address} query={query} />
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={editor.name()}
        columns={columns(editor, locale)}
        rowId={(row) => String(row.id)}
        empty={narrowsList(query, { state: 'all' }) ? m.admin_post_empty() : m.admin_post_none()}
      />
    </>
  )
}

import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { adminMemberSummary } from '~/api/contract/admin-member-endpoints'
import { controlLook } from '~/components/form/control-look'
import { FieldBox } from '~/components/form/form.styles'
import { Button } from '~/components/ui/button'
import { formatPhoneNumber } from '~/i18n/phone-number-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { useFilterForm } from '../../address/use-filter-form'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { PagedTable } from '../../kit/paged-table'
import { memberNameLabel, memberStatusLabels, signUpMethodLabel } from '../member-labels'
import { memberSearchQuery } from '../member-queries'
import { MEMBER_SEARCH_MAX, memberQueryOf } from '../member-search'

type Row = v.InferOutput<typeof adminMemberSummary>

const SearchForm = styled.form`
  ${filterPanelLook}
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  > div {
    flex: 1 1 260px;
  }
  input {
    ${controlLook}
    padding: 8px 10px;
    width: 100%;
  }
`

const columns = (locale: ReturnType<typeof getLocale>): ConsoleColumn<Row>[] => [
  {
    id: 'name',
    header: m.admin_member_name,
    cell: (row) => <ConsoleLink to={{ section: 'members', view: 'detail', id: row.id }}>{memberNameLabel(row.name)}</ConsoleLink>,
  },
  { id: 'email', header: m.admin_member_email, cell: (row) => row.email ?? m.admin_none() },
  {
    id: 'mobile',
    header: m.admin_member_mobile,
    unbroken: true,
    cell: (row) => (row.mobile ? formatPhoneNumber(row.mobile) : m.admin_none()),
  },
  { id: 'status', header: m.admin_status, cell: (row) => memberStatusLabels[row.status]() },
  { id: 'method', header: m.admin_member_signup, cell: (row) => signUpMethodLabel(row.signUpMethod) },
  { id: 'joined', header: m.admin_member_joined, cell: (row) => formatTimestamp(row.createdAt, locale) },
]

/** /admin/members: a search by email, name or mobile number (newest members without one), masked, paged by the server. */
export function MemberList({ address }: { address: ViewAddress<'members', 'list'> }) {
  const query = memberQueryOf(address.search)
  const list = useQuery(memberSearchQuery(query))
  const search = useFilterForm(address, { q: query.q ?? '' })
  const locale = getLocale()
  return (
    <>
      <SearchForm role="search" aria-label={m.admin_member_search()} onSubmit={search.apply}>
        <FieldBox>
          <label htmlFor="member-q">{m.admin_member_search()}</label>
          <input
            id="member-q"
            type="search"
            maxLength={MEMBER_SEARCH_MAX}
            {...search.bind('q')}
            aria-describedby="member-q-hint"
          />
          <p className="hint" id="member-q-hint">
            {m.admin_member_search_hint()}
          </p>
        </FieldBox>
        <Button type="submit">{m.admin_member_search_submit()}</Button>
      </SearchForm>
      <p className="hint">{m.admin_member_masked_note()}</p>
      <PagedTable
        list={list}
        address={address}
        announceTotal
        caption={m.admin_nav_members()}
        columns={columns(locale)}
        rowId={(row) => row.id}
        empty={query.q ? m.admin_member_empty_search({ q: query.q }) : m.admin_member_empty()}
      />
    </>
  )
}

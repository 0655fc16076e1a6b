import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '~/components/page/empty-state'
import { listTotal } from '~/components/page/list-page-frame.styles'
import { Pagination } from '~/components/page/pagination'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { memberAreaQueries, pagedQuery } from '../member-area-queries'
import { MemberTable } from './member-table'
import { formatDay } from './points-format'
import { SampleStatus } from './sample-status'

const route = getRouteApi('/_member-area/sample/')

const Materials = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Address = styled.span`
  color: ${colors.textMuted};
  display: block;
  font-size: 14px;
  min-width: 200px;
`

/** The member's sample requests, newest first, with where each stands; paged in the address. */
export function SampleList() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data } = useSuspenseQuery(memberAreaQueries.samples(locale, pagedQuery(search, 'samples')))
  return (
    <section aria-labelledby="sample-list-heading">
      <h2 id="sample-list-heading">{m.sample_list_heading()}</h2>
      <p className={listTotal} aria-live="polite">
        {m.list_total({ total: formatNumber(data.total) })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState message={m.sample_list_empty()} />
      ) : (
        <MemberTable
          id="sample-list-caption"
          caption={m.sample_list_caption()}
          captionHidden
          columns={[
            { label: m.sample_col_date() },
            { label: m.sample_col_materials() },
            { label: m.sample_col_quantity() },
            { label: m.sample_col_shipping() },
            { label: m.sample_col_status() },
          ]}
        >
          {data.items.map((request) => (
            <tr key={request.id}>
              <td>
                <time dateTime={request.createdAt}>{formatDay(request.createdAt, locale)}</time>
              </td>
              <th scope="row">
                <Materials>
                  {request.materials.map((material) => (
                    <li key={material.id}>{material.name}</li>
                  ))}
                </Materials>
              </th>
              <td>{request.quantity}</td>
              <td>
                {request.recipient}
                <Address>
                  ({request.zipcode}) {request.address1} {request.address2}
                </Address>
              </td>
              <td>
                <SampleStatus
                  status={request.status}
                  carrier={request.carrier}
                  trackingNumber={request.trackingNumber}
                  declineReason={request.declineReason}
                />
              </td>
            </tr>
          ))}
        </MemberTable>
      )}
      <Pagination page={data.page} size={data.size} total={data.total} />
    </section>
  )
}

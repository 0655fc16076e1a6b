import { styled } from '@linaria/react'
import { inquiryStatusFilters } from '~/api/contract/admin-endpoints'
import { inquiryTypes } from '~/api/contract/inquiry-form'
import { controlLook } from '~/components/form/control-look'
import { FieldBox } from '~/components/form/form.styles'
import { media } from '~/components/styles/theme'
import { inquiryTypeLabels } from '~/features/inquiries/inquiry-type-labels'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { ViewAddress } from '../../address/console-addresses'
import { useFilterForm } from '../../address/use-filter-form'
import { DateRangeFields } from '../../kit/date-range-fields'
import { FilterActions } from '../../kit/filter-actions'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { inquiryStatusFilterLabels, languageName } from '../inquiry-labels'
import { INQUIRY_SEARCH_MAX, type InquiryListQuery } from '../inquiry-search'

const Filters = styled.form`
  ${filterPanelLook}
  display: grid;
  gap: 12px;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  .search {
    grid-column: 1 / -1;
  }
  /* "처리할 문의 (신규·처리 중)", "To do (new and in progress)": two columns of the row, or it is cut. */
  ${media.md} {
    .status {
      grid-column: span 2;
    }
  }
  input,
  select {
    ${controlLook}
    padding: 8px 10px;
    width: 100%;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    grid-column: 1 / -1;
  }
`

/**
 * The list's search and filters as one form, applied to the address on submit (a shareable, reloadable view that goes
 * back to the first page); cleared at once. Keyed by the query, so that it shows what the address says.
 */
export function InquiryFilters({ address, query }: { address: ViewAddress<'inquiries', 'list'>; query: InquiryListQuery }) {
  const form = useFilterForm(
    address,
    {
      q: query.q ?? '',
      status: query.status as string,
      category: query.category ?? '',
      language: query.language ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
    },
    // The work to do is the list's default: it leaves the address.
    (fields) => ({ ...fields, status: fields.status === 'open' ? '' : fields.status }),
  )
  return (
    <Filters role="search" aria-label={m.admin_filter_legend()} onSubmit={form.apply}>
      <FieldBox className="search">
        <label htmlFor="inquiry-q">{m.admin_inquiry_search()}</label>
        <input
          id="inquiry-q"
          type="search"
          maxLength={INQUIRY_SEARCH_MAX}
          {...form.bind('q')}
          aria-describedby="inquiry-q-hint"
        />
        <p className="hint" id="inquiry-q-hint">
          {m.admin_inquiry_search_hint()}
        </p>
      </FieldBox>
      <FieldBox className="status">
        <label htmlFor="inquiry-status">{m.admin_inquiry_status()}</label>
        <select id="inquiry-status" {...form.bind('status')}>
          {inquiryStatusFilters.map((status) => (
            <option key={status} value={status}>
              {inquiryStatusFilterLabels[status]()}
            </option>
          ))}
        </select>
      </FieldBox>
      <FieldBox>
        <label htmlFor="inquiry-category">{m.admin_inquiry_category()}</label>
        <select id="inquiry-category" {...form.bind('category')}>
          <option value="">{m.admin_filter_all()}</option>
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {inquiryTypeLabels[type]()}
            </option>
          ))}
        </select>
      </FieldBox>
      <FieldBox>
        <label htmlFor="inquiry-language">{m.admin_inquiry_language()}</label>
        <select id="inquiry-language" {...form.bind('language')}>
          <option value="">{m.admin_filter_all()}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {languageName(locale)}
            </option>
          ))}
        </select>
      </FieldBox>
      <DateRangeFields idPrefix="inquiry" from={form.bind('from')} to={form.bind('to')} />
      <FilterActions onClear={() => form.clear()} />
    </Filters>
  )
}

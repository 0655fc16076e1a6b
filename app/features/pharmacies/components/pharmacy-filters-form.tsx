import { styled } from '@linaria/react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { PharmacyRegion, PharmacySubwayArea } from '~/api/contract/pharmacies'
import type { ProductListItem } from '~/api/contract/products'
import { colors, media } from '~/components/styles/theme'
import { buttonLook } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { PharmacySearch } from '../pharmacy-search'

const route = getRouteApi('/business/pharmacy')

const Form = styled.form`
  background: ${colors.surface};
  border-radius: 12px;
  display: grid;
  gap: 20px;
  margin: 0 0 32px;
  padding: 24px;
  fieldset {
    border: 0;
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  legend {
    font-weight: 700;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    display: grid;
    font-size: 14px;
    gap: 6px;
  }
  select,
  input {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 6px;
    font: inherit;
    min-height: 44px;
    padding: 8px 10px;
  }
  .actions {
    align-items: end;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .actions label {
    flex: 1 1 240px;
  }
  button {
    ${buttonLook}
    border: 0;
    padding: 0 24px;
  }
`

interface FiltersProps {
  search: PharmacySearch
  regions: PharmacyRegion[]
  subways: PharmacySubwayArea[]
  products: ProductListItem[]
}

/**
 * The finder's filters. Each choice changes the address (so it can be shared, and back/forward work); choosing
 * a province or line clears what depended on it. Without scripts it is a plain GET form.
 */
export function PharmacyFiltersForm({ search, regions, subways, products }: FiltersProps) {
  const navigate = route.useNavigate()
  const id = useId()
  const [text, setText] = useState(search.query ?? '')
  useEffect(() => setText(search.query ?? ''), [search.query])

  const choose = (patch: Partial<PharmacySearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), resetScroll: false })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    choose({ query: text.trim() || undefined })
  }

  const districts = regions.find((region) => region.siNm === search.siNm)?.districts ?? []
  const lines = subways.find((area) => area.area === search.subwayArea)?.lines ?? []
  const stations = lines.find((line) => line.line === search.subwayLine)?.stations ?? []
  const orUndefined = (value: string) => value || undefined

  return (
    <Form method="get" action="/business/pharmacy" onSubmit={onSubmit} aria-label={m.pharmacy_filters()}>
      <input type="hidden" name="lang" value={getLocale()} />
      <fieldset>
        <legend>{m.pharmacy_region()}</legend>
        <label htmlFor={`${id}-si`}>
          {m.pharmacy_province()}
          <select
            id={`${id}-si`}
            name="siNm"
            value={search.siNm ?? ''}
            onChange={(e) => choose({ siNm: orUndefined(e.target.value), sggNm: undefined })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {regions.map((region) => (
              <option key={region.siNm} value={region.siNm}>
                {region.siNm}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-sgg`}>
          {m.pharmacy_district()}
          <select
            id={`${id}-sgg`}
            name="sggNm"
            value={search.sggNm ?? ''}
            disabled={!districts.length}
            onChange={(e) => choose({ sggNm: orUndefined(e.target.value) })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {districts.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-product`}>
          {m.pharmacy_product()}
          <select
            id={`${id}-product`}
            name="product"
            value={search.product ?? ''}
            onChange={(e) => choose({ product: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>{m.pharmacy_subway()}</legend>
        <label htmlFor={`${id}-area`}>
          {m.pharmacy_subway_area()}
          <select
            id={`${id}-area`}
            name="subwayArea"
            value={search.subwayArea ?? ''}
            onChange={(e) => choose({ subwayArea: orUndefined(e.target.value), subwayLine: undefined, subwayName: undefined })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {subways.map((area) => (
              <option key={area.area} value={area.area}>
                {area.area}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-line`}>
          {m.pharmacy_subway_line()}
          <select
            id={`${id}-line`}
            name="subwayLine"
            value={search.subwayLine ?? ''}
            disabled={!lines.length}
            onChange={(e) => choose({ subwayLine: orUndefined(e.target.value), subwayName: undefined })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {lines.map((line) => (
              <option key={line.line} value={line.line}>
                {line.line}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-station`}>
          {m.pharmacy_subway_station()}
          <select
            id={`${id}-station`}
            name="subwayName"
            value={search.subwayName ?? ''}
            disabled={!stations.length}
            onChange={(e) => choose({ subwayName: orUndefined(e.target.value) })}
          >
            <option value="">{m.pharmacy_any()}</option>
            {stations.map((station) => (
              <option key={station} value={station}>
                {station}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="actions">
        <label htmlFor={`${id}-query`}>
          {m.pharmacy_query()}
          <input
            id={`${id}-query`}
            name="query"
            type="search"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit">{m.pharmacy_search()}</button>
        <Link to="/business/pharmacy" search={{}}>
          {m.pharmacy_reset()}
        </Link>
      </div>
    </Form>
  )
}

import { styled } from '@linaria/react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { PharmacyRegion, PharmacySubwayArea } from '~/api/contract/pharmacies'
import type { ProductListItem } from '~/api/contract/products'
import { colors, media } from '~/components/styles/theme'
import { buttonLook } from '~/components/ui/button-look'
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

interface ChoiceProps {
  id: string
  label: string
  name: keyof PharmacySearch
  value: string | number | undefined
  /** Each option's value (the same in every language) and its name in the reader's. */
  options: Array<[value: string | number, name: string]>
  onChoose: (value: string | undefined) => void
  /** Without options the select is disabled (a district waits for its province). */
  dependent?: boolean
}

function Choice({ id, label, name, value, options, onChoose, dependent }: ChoiceProps) {
  return (
    <label htmlFor={id}>
      {label}
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={dependent && !options.length}
        onChange={(e) => onChoose(e.target.value || undefined)}
      >
        <option value="">{m.pharmacy_any()}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The finder's filters. Each choice changes the address (so it can be shared, and back/forward work); choosing
 * a province or line clears what depended on it. Without scripts it is a plain GET form. The places' values are their
 * Korean names, so an address means the same search in every language; the options show the API's names for them.
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

  return (
    <Form method="get" action="/business/pharmacy" onSubmit={onSubmit} aria-label={m.pharmacy_filters()}>
      <input type="hidden" name="lang" value={getLocale()} />
      <fieldset>
        <legend>{m.pharmacy_region()}</legend>
        <Choice
          id={`${id}-si`}
          label={m.pharmacy_province()}
          name="siNm"
          value={search.siNm}
          options={regions.map((region) => [region.siNm, region.name])}
          onChoose={(siNm) => choose({ siNm, sggNm: undefined })}
        />
        <Choice
          id={`${id}-sgg`}
          label={m.pharmacy_district()}
          name="sggNm"
          value={search.sggNm}
          options={districts.map((district) => [district.sggNm, district.name])}
          onChoose={(sggNm) => choose({ sggNm })}
          dependent
        />
        <Choice
          id={`${id}-product`}
          label={m.pharmacy_product()}
          name="product"
          value={search.product}
          options={products.map((product) => [product.id, product.name])}
          onChoose={(product) => choose({ product: product ? Number(product) : undefined })}
        />
      </fieldset>
      <fieldset>
        <legend>{m.pharmacy_subway()}</legend>
        <Choice
          id={`${id}-area`}
          label={m.pharmacy_subway_area()}
          name="subwayArea"
          value={search.subwayArea}
          options={subways.map((area) => [area.area, area.name])}
          onChoose={(subwayArea) => choose({ subwayArea, subwayLine: undefined, subwayName: undefined })}
        />
        <Choice
          id={`${id}-line`}
          label={m.pharmacy_subway_line()}
          name="subwayLine"
          value={search.subwayLine}
          options={lines.map((line) => [line.line, line.name])}
          onChoose={(subwayLine) => choose({ subwayLine, subwayName: undefined })}
          dependent
        />
        <Choice
          id={`${id}-station`}
          label={m.pharmacy_subway_station()}
          name="subwayName"
          value={search.subwayName}
          options={stations.map((station) => [station.station, station.name])}
          onChoose={(subwayName) => choose({ subwayName })}
          dependent
        />
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

import { styled } from '@linaria/react'
import type { NearbyPharmacy, Pharmacy } from '~/api/contract/pharmacies'
import { colors, media } from '~/components/styles/theme'
import { formatDistance } from '~/i18n/format'
import { m } from '~/paraglide/messages'

export const PharmacyResults = styled.ul`
  border-top: 2px solid ${colors.secondary};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${colors.border};
    display: grid;
    gap: 6px;
    padding: 20px 4px;
    ${media.md} {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  h2,
  h3 {
    font-size: 18px;
    margin: 0;
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
  .products {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
  }
  .products li {
    background: ${colors.primarySoft};
    border: 0;
    border-radius: 4px;
    color: ${colors.primary};
    display: inline;
    font-size: 13px;
    padding: 2px 8px;
  }
  a {
    color: ${colors.primary};
  }
  .distance {
    color: ${colors.primary};
    font-weight: 600;
  }
  .beside {
    color: ${colors.textMuted};
    font-size: 0.85em;
    font-weight: 400;
  }
`
/** Outside Korean pages: the Hangul (as on the sign), and the reader's form beside it. */
function WithHangul({ hangul, text }: { hangul: string | null; text: string }) {
  return hangul ? (
    <>
      <span lang="ko-KR">{hangul}</span> <span className="beside">{text}</span>
    </>
  ) : (
    text
  )
}

/** One pharmacy of the finder (its name a heading of `level`, under the list's own heading or the page's): its name and address (with the Hangul outside Korean pages), station, products, phone. */
export function PharmacyResult({ pharmacy, level = 2 }: { pharmacy: Pharmacy | NearbyPharmacy; level?: 2 | 3 }) {
  const Name = level === 2 ? 'h2' : 'h3'
  return (
    <li>
      <div>
        <Name>
          <WithHangul hangul={pharmacy.hangulName} text={pharmacy.name} />
        </Name>
        {'distanceMeters' in pharmacy ? (
          <p className="distance">{m.pharmacy_near_distance({ distance: formatDistance(pharmacy.distanceMeters) })}</p>
        ) : null}
        <p>
          <WithHangul hangul={pharmacy.hangulAddress} text={pharmacy.address} />
        </p>
        {pharmacy.subwayName ? (
          <p>
            {m.pharmacy_nearest_station()}: {pharmacy.subwayLineName} {pharmacy.subwayStationName}
          </p>
        ) : null}
        <ul className="products" aria-label={m.pharmacy_products()}>
          {pharmacy.products.map((product) => (
            <li key={product.id}>{product.name}</li>
          ))}
        </ul>
      </div>
      <p>
        {m.pharmacy_phone()}: <a href={`tel:${pharmacy.phone.replace(/[^0-9+]/g, '')}`}>{pharmacy.phone}</a>
      </p>
    </li>
  )
}

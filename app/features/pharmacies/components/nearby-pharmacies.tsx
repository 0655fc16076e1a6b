import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { PharmacyNearbyBody } from '~/api/contract/pharmacies'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { readPublicPrivately } from '~/features/contract-calls/public-calls'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { PharmacyResult, PharmacyResults } from './pharmacy-result'

const Bar = styled.div`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 20px;
  .note {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
  .problem {
    color: ${colors.error};
    margin: 0;
  }
`

const Heading = styled.h2`
  font-size: 20px;
  margin: 0 0 12px;
`

type Place = Pick<PharmacyNearbyBody, 'latitude' | 'longitude'>
type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; place: Place }
  | { state: 'failed'; denied: boolean }

/** How many pharmacies the list grows by at each "show more". */
const STEP = 10

/**
 * The browser's position, asked only now (a click): the browser asks the visitor first. Resolves to the place, or why
 * there is none (refused, or not found in time).
 */
function currentPlace(): Promise<Place | { denied: boolean }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ denied: false })
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => resolve({ denied: error.code === error.PERMISSION_DENIED }),
      { timeout: 10_000, maximumAge: 60_000 },
    )
  })
}

/**
 * "Near me" in the finder (issue 40 §1): on a click, the visitor's place (never stored: it lives in this component
 * and goes to the server in a POST body), then the nearest pharmacies with their distance, nearest first, with the
 * product chosen in the filters. Without a place or with no pharmacy placed, it says so and the filters stay.
 * `children` (the filtered list) is shown until a place is found, and again on "search by region".
 */
export function NearbyPharmacies({ product, children }: { product: number | undefined; children: ReactNode }) {
  const [locating, setLocating] = useState<Locating>({ state: 'idle' })
  const [shown, setShown] = useState(STEP)

  async function locate() {
    setLocating({ state: 'locating' })
    setShown(STEP)
    const found = await currentPlace()
    setLocating('latitude' in found ? { state: 'found', place: found } : { state: 'failed', denied: found.denied })
  }

  return (
    <>
      <Bar>
        <Button type="button" data-variant="secondary" disabled={locating.state === 'locating'} onClick={() => void locate()}>
          {m.pharmacy_near_me()}
        </Button>
        {locating.state === 'found' ? (
          <Button type="button" data-variant="secondary" onClick={() => setLocating({ state: 'idle' })}>
            {m.pharmacy_near_back()}
          </Button>
        ) : null}
        <p className="note">{m.pharmacy_near_privacy()}</p>
        <div role="status" aria-live="polite">
          {locating.state === 'locating' ? <p className="note">{m.pharmacy_near_locating()}</p> : null}
          {locating.state === 'failed' ? (
            <p className="problem">{locating.denied ? m.pharmacy_near_denied() : m.pharmacy_near_unavailable()}</p>
          ) : null}
        </div>
      </Bar>
      {locating.state === 'found' ? (
        <NearestList place={locating.place} product={product} shown={shown} onMore={() => setShown(shown + STEP)} />
      ) : (
        children
      )}
    </>
  )
}

interface NearestListProps {
  place: Place
  product: number | undefined
  shown: number
  onMore: () => void
}

function NearestList({ place, product, shown, onMore }: NearestListProps) {
  const locale = getLocale()
  const query = useQuery({
    queryKey: [locale, 'pharmacies', 'nearby', place, product, shown],
    // By POST: the place is in no address, cache or log.
    queryFn: () => readPublicPrivately('pharmacyNearby', { body: { ...place, idProduct: product, page: 1, size: shown } }),
    // The place is the visitor's: kept only while this list shows it.
    gcTime: 0,
    placeholderData: (previous) => previous,
  })
  if (query.isError) {
    return (
      <div role="alert">
        <p>{m.pharmacy_near_failed()}</p>
        <Button type="button" data-variant="secondary" onClick={() => void query.refetch()}>
          {m.error_retry()}
        </Button>
      </div>
    )
  }
  if (!query.data) return <p role="status">{m.pharmacy_near_locating()}</p>
  const { items, total } = query.data
  return (
    <section aria-labelledby="nearby-heading" aria-busy={query.isFetching || undefined}>
      <Heading id="nearby-heading">{m.pharmacy_near_heading()}</Heading>
      <p role="status" aria-live="polite" data-testid="nearby-count">
        {m.pharmacy_near_count({ shown: formatNumber(items.length), total: formatNumber(total) })}
      </p>
      {items.length === 0 ? (
        <p>{m.pharmacy_near_none()}</p>
      ) : (
        <PharmacyResults>
          {items.map((pharmacy) => (
            <PharmacyResult key={pharmacy.id} pharmacy={pharmacy} level={3} />
          ))}
        </PharmacyResults>
      )}
      {items.length < total ? (
        <Button type="button" data-variant="secondary" disabled={query.isFetching} onClick={onMore}>
          {m.pharmacy_near_more()}
        </Button>
      ) : null}
    </section>
  )
}

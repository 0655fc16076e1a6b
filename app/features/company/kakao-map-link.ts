/** Kakao Map's public web links (no key needed): they open the map service in the visitor's browser or app. */
const KAKAO_MAP_LINK = 'https://map.kakao.com/link'

export interface MapPlace {
  /** Shown on the pin; commas are the link format's separator, so they are dropped. */
  label: string
  address: string
  /** WGS84 coordinates; without them the link searches for the address instead of pinning a point. */
  location?: { lat: number; lng: number }
}

/** A pin at the place's coordinates when they are known, otherwise a search for its address. */
export function kakaoMapLink({ label, address, location }: MapPlace): string {
  if (location && Number.isFinite(location.lat) && Number.isFinite(location.lng)) {
    const name = label.replaceAll(',', ' ').replace(/\s+/g, ' ').trim() || address.replaceAll(',', ' ')
    return `${KAKAO_MAP_LINK}/map/${encodeURIComponent(name)},${location.lat},${location.lng}`
  }
  return `${KAKAO_MAP_LINK}/search/${encodeURIComponent(address)}`
}

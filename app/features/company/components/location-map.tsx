import { styled } from '@linaria/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { colors, media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { loadKakaoMaps } from '../kakao-maps-loader'
import { useNearView } from '../use-near-view'
import { StaticLocationPanel } from './static-location-panel'

const Frame = styled.div`
  border: 1px solid ${colors.border};
  border-radius: 12px;
  height: 320px;
  overflow: hidden;
  position: relative;
  ${media.md} {
    height: 420px;
  }
  .canvas {
    inset: 0;
    position: absolute;
  }
`

/** Close-up enough to see the streets around the building (Kakao's levels: 1 is the closest). */
const MAP_LEVEL = 3

type LoadState = 'idle' | 'loading' | 'ready' | 'failed'

interface LocationMapProps {
  name: string
  address: string
  location?: { lat: number; lng: number }
  /** KAKAO_MAP_APP_KEY; without it (or without coordinates) only the static panel shows and Kakao is never asked. */
  appKey?: string
}

/**
 * The interactive Kakao map, loaded only when a key is configured and the map area comes near the viewport; the
 * static panel shows until the map is ready, and stays when the SDK cannot load (blocked, offline, key refused).
 */
export function LocationMap({ name, address, location, appKey }: LocationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLElement>(null)
  const canLoad = Boolean(appKey && location)
  const near = useNearView(frameRef, canLoad)
  const nonce = useRouter().options.ssr?.nonce
  const [state, setState] = useState<LoadState>('idle')
  const lat = location?.lat
  const lng = location?.lng

  useEffect(() => {
    if (!near || !appKey || lat === undefined || lng === undefined) return
    let current = true
    setState('loading')
    loadKakaoMaps(appKey, nonce)
      .then((maps) => {
        const canvas = canvasRef.current
        if (!current || !canvas) return
        const center = new maps.LatLng(lat, lng)
        const map = new maps.Map(canvas, { center, level: MAP_LEVEL })
        new maps.Marker({ position: center, map })
        setState('ready')
      })
      .catch(() => {
        // The static panel stays: the address and the map link carry the same information.
        if (current) setState('failed')
      })
    return () => {
      current = false
    }
  }, [near, appKey, nonce, lat, lng])

  const ready = state === 'ready'
  return (
    <Frame ref={frameRef} data-map-state={canLoad ? state : 'static'}>
      {canLoad ? (
        // Kakao draws into this element; React never renders children into it.
        <section
          ref={canvasRef}
          className="canvas"
          aria-label={m.directions_map_interactive_label({ name })}
          aria-hidden={ready ? undefined : true}
        />
      ) : null}
      {ready ? null : <StaticLocationPanel name={name} address={address} />}
    </Frame>
  )
}

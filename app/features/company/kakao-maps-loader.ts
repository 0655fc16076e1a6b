import {
  browserScriptHost,
  createScriptLoader,
  type ScriptHost,
  type ThirdPartyScript,
} from '~/components/browser/third-party-script'

/**
 * The Kakao Maps JavaScript SDK, loaded once on demand (components/browser/third-party-script.ts). It comes in two
 * steps: the loader script (dapi.kakao.com, with `autoload=false` so that it never uses document.write) and the SDK
 * body it adds when `kakao.maps.load` is called.
 */

/** The part of the SDK the directions page uses. */
export interface KakaoMapsApi {
  load(callback: () => void): void
  LatLng: new (lat: number, lng: number) => unknown
  Map: new (container: HTMLElement, options: { center: unknown; level: number }) => unknown
  Marker: new (options: { position: unknown; map?: unknown }) => unknown
}

export const KAKAO_MAPS_TIMEOUT_MS = 10_000

export function kakaoSdkUrl(appKey: string): string {
  return `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`
}

const kakaoMapsScript: ThirdPartyScript<KakaoMapsApi> = {
  name: 'The Kakao Maps SDK',
  globalName: 'kakao.maps',
  src: kakaoSdkUrl,
  readyStep: 'load',
  isComplete: (maps): maps is KakaoMapsApi =>
    typeof maps?.Map === 'function' && typeof maps.LatLng === 'function' && typeof maps.Marker === 'function',
}

/**
 * One load per page, shared by every caller; a failed or timed-out load is forgotten, so a later visit to the page
 * tries again. An SDK already complete on the page is used as it is.
 */
export function createKakaoMapsLoader(host: ScriptHost<KakaoMapsApi>, timeoutMs = KAKAO_MAPS_TIMEOUT_MS) {
  const load = createScriptLoader(kakaoMapsScript, host, timeoutMs)
  return function loadKakaoMaps(appKey: string, nonce: string | undefined): Promise<KakaoMapsApi> {
    const ready = host.global()
    return kakaoMapsScript.isComplete(ready) ? Promise.resolve(ready) : load(appKey, nonce)
  }
}

/** The page's loader; call it in the browser only. */
export const loadKakaoMaps = createKakaoMapsLoader(
  browserScriptHost(() => (window as { kakao?: { maps?: Partial<KakaoMapsApi> } }).kakao?.maps),
)

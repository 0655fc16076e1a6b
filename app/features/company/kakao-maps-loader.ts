/**
 * Loads the Kakao Maps JavaScript SDK once, on demand. The SDK comes in two steps: the loader script
 * (dapi.kakao.com, with `autoload=false` so that it never uses document.write) and the SDK body it adds when
 * `kakao.maps.load` is called. Either step can fail without an error event reaching us (a blocked body script,
 * a key refused for this domain), so the whole load has a time limit.
 */

/** The part of the SDK the directions page uses. */
export interface KakaoMapsApi {
  load(callback: () => void): void
  LatLng: new (lat: number, lng: number) => unknown
  Map: new (container: HTMLElement, options: { center: unknown; level: number }) => unknown
  Marker: new (options: { position: unknown; map?: unknown }) => unknown
}

/** What the loader needs from the browser; tests pass a fake. */
export interface LoaderHost {
  /** Adds an async script with the page's CSP nonce; settles on its load or error event. */
  addScript(src: string, nonce: string | undefined): Promise<void>
  /** `window.kakao.maps`, once the loader script has run. */
  kakaoMaps(): Partial<KakaoMapsApi> | undefined
  setTimer(callback: () => void, ms: number): () => void
}

export const KAKAO_MAPS_TIMEOUT_MS = 10_000

export function kakaoSdkUrl(appKey: string): string {
  return `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`
}

export class KakaoMapsUnavailableError extends Error {
  constructor(reason: string) {
    super(`The Kakao Maps SDK is unavailable: ${reason}`)
    this.name = 'KakaoMapsUnavailableError'
  }
}

function isComplete(maps: Partial<KakaoMapsApi> | undefined): maps is KakaoMapsApi {
  return typeof maps?.Map === 'function' && typeof maps.LatLng === 'function' && typeof maps.Marker === 'function'
}

async function loadSdk(host: LoaderHost, appKey: string, nonce: string | undefined): Promise<KakaoMapsApi> {
  if (!host.kakaoMaps()) {
    try {
      await host.addScript(kakaoSdkUrl(appKey), nonce)
    } catch {
      throw new KakaoMapsUnavailableError('the loader script did not load')
    }
  }
  const maps = host.kakaoMaps()
  if (typeof maps?.load !== 'function') throw new KakaoMapsUnavailableError('the loader script defined no kakao.maps')
  const load = maps.load.bind(maps)
  await new Promise<void>((resolve) => load(resolve))
  const loaded = host.kakaoMaps()
  if (!isComplete(loaded)) throw new KakaoMapsUnavailableError('the SDK body is incomplete')
  return loaded
}

/**
 * One load per page: every caller shares it. A failed or timed-out load is forgotten, so a later visit to the
 * page tries again.
 */
export function createKakaoMapsLoader(host: LoaderHost, timeoutMs = KAKAO_MAPS_TIMEOUT_MS) {
  let pending: Promise<KakaoMapsApi> | undefined
  return function loadKakaoMaps(appKey: string, nonce: string | undefined): Promise<KakaoMapsApi> {
    const ready = host.kakaoMaps()
    if (isComplete(ready)) return Promise.resolve(ready)
    if (!pending) {
      const attempt = new Promise<KakaoMapsApi>((resolve, reject) => {
        const cancelTimer = host.setTimer(() => reject(new KakaoMapsUnavailableError('timed out')), timeoutMs)
        loadSdk(host, appKey, nonce).then(resolve, reject).finally(cancelTimer)
      })
      pending = attempt
      attempt.catch(() => {
        if (pending === attempt) pending = undefined
      })
    }
    return pending
  }
}

const browserHost: LoaderHost = {
  addScript: (src, nonce) =>
    new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      if (nonce) script.nonce = nonce
      script.addEventListener('load', () => resolve(), { once: true })
      script.addEventListener(
        'error',
        () => {
          script.remove()
          reject(new Error(`could not load ${src}`))
        },
        { once: true },
      )
      document.head.append(script)
    }),
  kakaoMaps: () => (window as { kakao?: { maps?: Partial<KakaoMapsApi> } }).kakao?.maps,
  setTimer: (callback, ms) => {
    const id = window.setTimeout(callback, ms)
    return () => window.clearTimeout(id)
  },
}

/** The page's loader; call it in the browser only. */
export const loadKakaoMaps = createKakaoMapsLoader(browserHost)

import { describe, expect, it, vi } from 'vitest'
import type { ScriptHost } from '~/components/browser/third-party-script'
import { buildContentSecurityPolicy, kakaoMapSources } from '~/server/headers/content-security-policy'
import { createKakaoMapsLoader, KAKAO_MAPS_TIMEOUT_MS, type KakaoMapsApi, kakaoSdkUrl } from './kakao-maps-loader'

const completeSdk = (): KakaoMapsApi => ({
  load: (callback) => callback(),
  LatLng: class {},
  Map: class {},
  Marker: class {},
})

/** A browser where the loader script defines kakao.maps.load, and calling it brings the rest of the SDK. */
function fakeHost(): ScriptHost<KakaoMapsApi> {
  let maps: Partial<KakaoMapsApi> | undefined
  const load = vi.fn((callback: () => void) => {
    maps = { ...completeSdk(), load }
    callback()
  })
  return {
    addScript: vi.fn(async () => {
      maps = { load }
    }),
    global: () => maps,
    setTimer: vi.fn(() => () => {}),
  }
}

describe('kakaoSdkUrl', () => {
  it('asks for the SDK without autoload, with the key encoded', () => {
    const url = new URL(kakaoSdkUrl('abc123'))
    expect(url.origin).toBe('https://dapi.kakao.com')
    expect(url.pathname).toBe('/v2/maps/sdk.js')
    expect(Object.fromEntries(url.searchParams)).toEqual({ appkey: 'abc123', autoload: 'false' })
    expect(new URL(kakaoSdkUrl('a&autoload=true')).searchParams.get('autoload')).toBe('false')
  })

  it('points at a host the CSP allows once a key is configured, and only then', () => {
    const host = new URL(kakaoSdkUrl('k')).host
    expect(kakaoMapSources.script).toContain(host)
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true })).not.toContain(host)
  })
})

// The loading itself (once per page, nonce, time limit, retry) is third-party-script.test.ts's.
describe('createKakaoMapsLoader', () => {
  it('adds the SDK for the key, with the nonce, calls kakao.maps.load and resolves with the complete SDK', async () => {
    const host = fakeHost()
    const maps = await createKakaoMapsLoader(host)('key', 'nonce-1')
    expect(host.addScript).toHaveBeenCalledWith(kakaoSdkUrl('key'), 'nonce-1')
    expect(maps.load).toHaveBeenCalledTimes(1)
    expect(typeof maps.Map).toBe('function')
  })

  it('gives the SDK ten seconds', async () => {
    const host = fakeHost()
    await createKakaoMapsLoader(host)('key', 'n')
    expect(KAKAO_MAPS_TIMEOUT_MS).toBe(10_000)
    expect(host.setTimer).toHaveBeenCalledWith(expect.any(Function), KAKAO_MAPS_TIMEOUT_MS)
  })

  it('uses an SDK that is already complete on the page as it is', async () => {
    const sdk = completeSdk()
    const load = vi.spyOn(sdk, 'load')
    const addScript = vi.fn(async () => {})
    const loadKakaoMaps = createKakaoMapsLoader({ addScript, global: () => sdk, setTimer: () => () => {} })
    await expect(loadKakaoMaps('key', 'n')).resolves.toBe(sdk)
    expect(addScript).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
  })
})

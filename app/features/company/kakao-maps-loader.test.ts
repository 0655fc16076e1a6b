import { describe, expect, it, vi } from 'vitest'
import { buildContentSecurityPolicy, kakaoMapSources } from '~/server/headers/content-security-policy'
import {
  createKakaoMapsLoader,
  type KakaoMapsApi,
  KakaoMapsUnavailableError,
  kakaoSdkUrl,
  type LoaderHost,
} from './kakao-maps-loader'

const completeSdk = (): KakaoMapsApi => ({
  load: (callback) => callback(),
  LatLng: class {},
  Map: class {},
  Marker: class {},
})

/** A browser stand-in: `script` decides what happens when the loader script is added. */
function fakeHost(script: 'loads' | 'fails' | 'never-finishes') {
  let maps: Partial<KakaoMapsApi> | undefined
  const timers: Array<() => void> = []
  const host: LoaderHost & { fireTimers(): void; scripts: Array<{ src: string; nonce: string | undefined }> } = {
    scripts: [],
    addScript: vi.fn(async (src: string, nonce: string | undefined) => {
      host.scripts.push({ src, nonce })
      if (script === 'fails') throw new Error('network')
      const body = completeSdk()
      // The loader script defines kakao.maps.load only; the rest arrives when load is called.
      maps = {
        load: (callback) => {
          if (script === 'never-finishes') return
          Object.assign(maps ?? {}, body)
          callback()
        },
      }
    }),
    kakaoMaps: () => maps,
    setTimer: (callback) => {
      timers.push(callback)
      return () => timers.splice(timers.indexOf(callback), 1)
    },
    fireTimers: () => {
      for (const timer of [...timers]) timer()
    },
  }
  return host
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

describe('createKakaoMapsLoader', () => {
  it('adds the loader script once, with the nonce, and resolves with the complete SDK', async () => {
    const host = fakeHost('loads')
    const load = createKakaoMapsLoader(host)
    const [first, second] = await Promise.all([load('key', 'nonce-1'), load('key', 'nonce-1')])
    expect(first).toBe(second)
    expect(typeof first.Map).toBe('function')
    expect(host.scripts).toEqual([{ src: kakaoSdkUrl('key'), nonce: 'nonce-1' }])
    await load('key', 'nonce-1')
    expect(host.addScript).toHaveBeenCalledTimes(1)
  })

  it('fails when the loader script cannot be fetched, and tries again on the next call', async () => {
    const host = fakeHost('fails')
    const load = createKakaoMapsLoader(host)
    await expect(load('key', undefined)).rejects.toBeInstanceOf(KakaoMapsUnavailableError)
    await expect(load('key', undefined)).rejects.toBeInstanceOf(KakaoMapsUnavailableError)
    expect(host.addScript).toHaveBeenCalledTimes(2)
  })

  it('gives up after the time limit when the SDK body never arrives (blocked, or the key refused)', async () => {
    const host = fakeHost('never-finishes')
    const load = createKakaoMapsLoader(host, 5_000)
    const result = load('key', 'n')
    await vi.waitFor(() => expect(host.scripts).toHaveLength(1))
    host.fireTimers()
    await expect(result).rejects.toThrow(/timed out/)
  })

  it('fails when the script loads but defines no kakao.maps', async () => {
    const host: LoaderHost = { addScript: async () => {}, kakaoMaps: () => undefined, setTimer: () => () => {} }
    await expect(createKakaoMapsLoader(host)('key', 'n')).rejects.toThrow(/no kakao.maps/)
  })

  it('uses an SDK that is already on the page without adding a script', async () => {
    const sdk = completeSdk()
    const addScript = vi.fn(async () => {})
    const load = createKakaoMapsLoader({ addScript, kakaoMaps: () => sdk, setTimer: () => () => {} })
    await expect(load('key', 'n')).resolves.toBe(sdk)
    expect(addScript).not.toHaveBeenCalled()
  })
})

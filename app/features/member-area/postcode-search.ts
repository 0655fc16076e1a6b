/**
 * The Kakao (Daum) postcode search, loaded on the first click. When it cannot load (offline, blocked, turned off),
 * the caller says so and the visitor types the postal code and address; the fields are always editable.
 */

export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'
const LOAD_TIMEOUT_MS = 8000

/** What the search hands back: the 5-digit postal code and the road-name address. */
export interface FoundAddress {
  zipcode: string
  address: string
}

interface PostcodeResult {
  zonecode: string
  roadAddress?: string
  address: string
}

interface PostcodeApi {
  Postcode: new (options: {
    oncomplete: (result: PostcodeResult) => void
    onclose?: (state: string) => void
  }) => {
    open: () => void
  }
}

type WithPostcode = typeof window & { daum?: Partial<PostcodeApi> }

let loading: Promise<PostcodeApi> | undefined

function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
}

function loadScript(): Promise<PostcodeApi> {
  const api = (window as WithPostcode).daum
  if (typeof api?.Postcode === 'function') return Promise.resolve(api as PostcodeApi)
  return new Promise<PostcodeApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = POSTCODE_SCRIPT
    script.async = true
    const nonce = pageNonce()
    if (nonce) script.nonce = nonce
    const timer = window.setTimeout(() => reject(new Error('postcode search: timed out')), LOAD_TIMEOUT_MS)
    script.onload = () => {
      window.clearTimeout(timer)
      const loaded = (window as WithPostcode).daum
      if (typeof loaded?.Postcode === 'function') resolve(loaded as PostcodeApi)
      else reject(new Error('postcode search: the script did not define daum.Postcode'))
    }
    script.onerror = () => {
      window.clearTimeout(timer)
      reject(new Error('postcode search: the script did not load'))
    }
    document.head.append(script)
  })
}

/** Opens the search window; resolves with the chosen address, or undefined when the visitor closes it. */
export async function searchAddress(): Promise<FoundAddress | undefined> {
  loading ??= loadScript().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  const api = await loading
  return new Promise((resolve) => {
    new api.Postcode({
      oncomplete: (result) => resolve({ zipcode: result.zonecode, address: result.roadAddress || result.address }),
      onclose: (state) => {
        if (state === 'FORCE_CLOSE') resolve(undefined)
      },
    }).open()
  })
}

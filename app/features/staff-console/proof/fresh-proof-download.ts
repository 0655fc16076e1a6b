import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'
import { DOWNLOAD_REFUSAL_HEADER } from '../inquiries/inquiry-download-paths'
import { withFreshProof } from './with-fresh-proof'

interface Download {
  blob: Blob
  name: string
}

/** The file name a Content-Disposition gives (RFC 6266: `filename*` first), else `fallback`. */
export function downloadName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A malformed name is the fallback's.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

async function fetchDownload(href: string, fallbackName: string): Promise<ActionOutcome<Download>> {
  let response: Response
  try {
    response = await fetch(href)
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: m.auth_error_network() }
  }
  if (!response.ok) {
    const code = response.headers.get(DOWNLOAD_REFUSAL_HEADER) ?? 'UNKNOWN'
    return { ok: false, status: response.status, code, message: await response.text() }
  }
  return {
    ok: true,
    data: { blob: await response.blob(), name: downloadName(response.headers.get('content-disposition'), fallbackName) },
  }
}

/**
 * A console download that may want the password and a code again (the inquiries' export): fetched, the proof asked
 * for when the API wants it, then saved under the name the server gave. Answers the refusal's message, if any.
 */
export async function downloadWithFreshProof(href: string, fallbackName: string): Promise<string | undefined> {
  const outcome = await withFreshProof(() => fetchDownload(href, fallbackName))
  if (!outcome.ok) return outcome.message
  const url = URL.createObjectURL(outcome.data.blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: outcome.data.name })
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the bytes once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return undefined
}

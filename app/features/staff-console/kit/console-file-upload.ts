import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'
import { withFreshProof } from '../proof/with-fresh-proof'

interface UploadAnswer<T> {
  data?: T
  error?: { code?: string; message?: string }
}

export interface ConsoleFileUpload {
  /** The console's upload route, with its options in the query. */
  href: string
  maxBytes: number
  /** The refusal of a larger file, said before it is sent. */
  tooLargeMessage: () => string
  /** Said when the answer names no reason. */
  failedMessage: () => string
}

const refusal = <T>(status: number, code: string, message: string): ActionOutcome<T> => ({ ok: false, status, code, message })

async function postFile<T>(file: File, upload: ConsoleFileUpload): Promise<ActionOutcome<T>> {
  if (file.size > upload.maxBytes) return refusal(413, 'PAYLOAD_TOO_LARGE', upload.tooLargeMessage())
  let response: Response
  try {
    response = await fetch(upload.href, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
  } catch {
    return refusal(0, 'NETWORK', m.auth_error_network())
  }
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer<T>
  if (response.ok && answer.data) return { ok: true, data: answer.data }
  return refusal(response.status, answer.error?.code ?? 'UNKNOWN', answer.error?.message ?? upload.failedMessage())
}

/**
 * Sends a file the console imports (to its upload relay, console-upload.server.ts); a refusal comes back as a message
 * in the console's language. When the API wants the password and a code again, they are asked for, then the file
 * goes again.
 */
export function uploadConsoleFile<T>(file: File, upload: ConsoleFileUpload): Promise<ActionOutcome<T>> {
  return withFreshProof(() => postFile<T>(file, upload))
}

import { createHmac, randomBytes } from 'node:crypto'
import type { SmsSender } from './sms-sender'

export const SOLAPI_BASE_URL = 'https://api.solapi.com'
const SEND_PATH = '/messages/v4/send'

export interface SolapiConfig {
  apiKey: string
  apiSecret: string
  /** The sender number registered with Solapi, digits only. */
  sender: string
  /** Overridden by tests with a loopback server. */
  baseUrl?: string
  timeoutMs?: number
}

/**
 * Solapi's API-key authentication: the HMAC-SHA256 (hex) of date + salt under the API secret, sent with the key,
 * the date (ISO 8601; Solapi refuses one more than 15 minutes off) and the salt.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex')
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`
}

/** The one request of a send: POST /messages/v4/send with one message. */
export function solapiSendRequest(config: SolapiConfig, to: string, text: string, now = new Date()): Request {
  const authorization = solapiAuthorization(config.apiKey, config.apiSecret, now.toISOString(), randomBytes(16).toString('hex'))
  return new Request(`${config.baseUrl ?? SOLAPI_BASE_URL}${SEND_PATH}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ message: { to, from: config.sender, text } }),
  })
}

/** What Solapi answers: an errorCode on failure, a statusCode (2000: accepted) on success. */
interface SolapiAnswer {
  errorCode?: string
  errorMessage?: string
  statusCode?: string
  statusMessage?: string
}

/** Sends through Solapi's REST API; a refusal (HTTP error or a non-2xxx status code) rejects, with Solapi's reason. */
export function solapiSmsSender(config: SolapiConfig): SmsSender {
  return {
    kind: 'solapi',
    async send(to, text) {
      const response = await fetch(solapiSendRequest(config, to, text), {
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      })
      const answer = (await response.json().catch(() => ({}))) as SolapiAnswer
      if (!response.ok || (answer.statusCode && !answer.statusCode.startsWith('2'))) {
        const reason = answer.errorCode ?? answer.statusCode ?? 'no code'
        throw new Error(
          `solapi refused the message (HTTP ${response.status}, ${reason}: ${answer.errorMessage ?? answer.statusMessage ?? ''})`,
        )
      }
    },
  }
}

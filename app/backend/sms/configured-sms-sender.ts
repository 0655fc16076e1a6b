import { isLoopbackOrigin } from '~/config/loopback-origin'
import { log } from '~/server/logging/log.server'
import { outboxSmsSender } from './outbox-sms-sender'
import type { SmsSender } from './sms-sender'
import { solapiSmsSender } from './solapi-sms-sender'

export interface SmsEnv {
  SOLAPI_API_KEY?: string
  SOLAPI_API_SECRET?: string
  SOLAPI_SENDER?: string
  SITE_URL: string
}

export const NO_SMS_PROVIDER_ERROR =
  'not sent: SOLAPI_API_KEY is unset (only a site on loopback writes its text messages to the log)'

/**
 * Without a provider, a site others reach sends no text message and logs no code (ASVS 16.2.5, decision 96): the
 * member is told it could not be sent, as when the provider refuses one.
 */
const noSmsProvider: SmsSender = {
  kind: 'none',
  send: async () => {
    throw new Error(NO_SMS_PROVIDER_ERROR)
  },
}

/**
 * Solapi when its three variables are set (the env schema allows all or none); else, on a developer's site (on
 * loopback), the outbox that logs each message; else none.
 */
export function configuredSmsSender(env: SmsEnv): SmsSender {
  const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret, SOLAPI_SENDER: sender } = env
  if (apiKey && apiSecret && sender) return solapiSmsSender({ apiKey, apiSecret, sender })
  return isLoopbackOrigin(env.SITE_URL) ? outboxSmsSender() : noSmsProvider
}

/** The start-up line: where text messages go. */
export function announceSmsSender(sms: SmsSender): void {
  if (sms.kind === 'solapi') log.info('sms', 'sending through Solapi')
  else if (sms.kind === 'outbox')
    log.info('sms', 'SOLAPI_API_KEY is unset, so text messages are written to this log instead of being sent')
  else log.warn('sms', 'SOLAPI_API_KEY is unset: no text message is sent, so members cannot change their phone number')
}

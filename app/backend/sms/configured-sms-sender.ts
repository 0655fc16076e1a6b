import { outboxSmsSender } from './outbox-sms-sender'
import type { SmsSender } from './sms-sender'
import { solapiSmsSender } from './solapi-sms-sender'

export interface SmsEnv {
  SOLAPI_API_KEY?: string
  SOLAPI_API_SECRET?: string
  SOLAPI_SENDER?: string
}

/** Solapi when its three variables are set (the env schema allows all or none), else the logging outbox. */
export function configuredSmsSender(env: SmsEnv): SmsSender {
  const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret, SOLAPI_SENDER: sender } = env
  return apiKey && apiSecret && sender ? solapiSmsSender({ apiKey, apiSecret, sender }) : outboxSmsSender()
}

import * as v from 'valibot'

/**
 * SMS through Solapi (verification codes of the member area): all three or none. Unset: each message is written
 * to the server log and kept in memory for GET /api/v1/admin/sms.
 */
export const smsEnvEntries = {
  SOLAPI_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{8,64}$/, 'must be a Solapi API key'))),
  SOLAPI_API_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{16,128}$/, 'must be a Solapi API secret'))),
  /** The sender number registered with Solapi, digits only. */
  SOLAPI_SENDER: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^0\d{7,10}$/, 'must be a phone number, digits only'))),
  /** Verification codes one client IP may ask for in 10 minutes, whatever the number (each number: 5); the next answers 429. */
  SMS_CODE_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a number'), v.transform(Number), v.minValue(1)),
    '5',
  ),
}

export const smsRequiredTogether = [['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER']]

export const smsSecretVariables = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET']

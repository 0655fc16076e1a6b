import { type FieldMessages, isInquiryFieldName } from './inquiry-fields'

/** What came of one submission, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'success'; receiptNumber: string | undefined }
  | {
      kind: 'failed'
      /**
       * network: no answer at all; server: 5xx or an answer that is not the contract's; rejected: a 4xx with its
       * reason; captcha: the spam check could not be done in the browser, so nothing was sent.
       */
      reason: 'network' | 'server' | 'rejected' | 'captcha'
      status: number | undefined
      /** The server's own message, already in the visitor's language, when it sent one. */
      serverMessage: string | undefined
      fieldMessages: FieldMessages
      /** The proof of work was refused (or spent): a fresh one is needed before trying again. */
      captchaRejected: boolean
      retryAfterSeconds: number | undefined
    }

type FailedOutcome = Extract<SubmitOutcome, { kind: 'failed' }>

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function failed(partial: Partial<FailedOutcome> & Pick<FailedOutcome, 'reason'>): FailedOutcome {
  return {
    kind: 'failed',
    status: undefined,
    serverMessage: undefined,
    fieldMessages: {},
    captchaRejected: false,
    retryAfterSeconds: undefined,
    ...partial,
  }
}

export function networkFailure(): SubmitOutcome {
  return failed({ reason: 'network' })
}

export function captchaFailure(): SubmitOutcome {
  return failed({ reason: 'captcha', captchaRejected: true })
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * Reads the site endpoint's answer: `{ data: { receiptNumber } }` on success, else the contract's error body
 * `{ error: { status, code, message, fields? } }`. Anything else (a proxy's HTML page, a cut body) is a server failure.
 */
export function interpretInquiryResponse(status: number, body: unknown, retryAfter: string | null = null): SubmitOutcome {
  if (status >= 200 && status < 300) {
    const receipt = isRecord(body) && isRecord(body.data) ? body.data.receiptNumber : undefined
    return { kind: 'success', receiptNumber: typeof receipt === 'string' && receipt ? receipt : undefined }
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined
  const serverMessage = typeof error?.message === 'string' && error.message ? error.message : undefined
  const fieldMessages: FieldMessages = {}
  let captchaRejected = error?.code === 'captcha_failed'
  if (isRecord(error?.fields)) {
    for (const [name, detail] of Object.entries(error.fields)) {
      if (name === 'captcha') captchaRejected = true
      const message = isRecord(detail) && typeof detail.message === 'string' ? detail.message : undefined
      if (message && isInquiryFieldName(name)) fieldMessages[name] = message
    }
  }
  return failed({
    reason: status >= 500 || !error ? 'server' : 'rejected',
    status,
    serverMessage,
    fieldMessages,
    captchaRejected,
    retryAfterSeconds: parseRetryAfter(retryAfter),
  })
}

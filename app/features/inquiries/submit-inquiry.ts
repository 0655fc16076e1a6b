import { inquirySubmissionTextParts } from '~/api/contract/inquiry-endpoints'
import type { Locale } from '~/i18n/locales'
import { LOCALE_HEADER } from '~/i18n/locales'
import type { InquiryFormValues } from './inquiry-fields'
import { interpretInquiryResponse, networkFailure, type SubmitOutcome } from './submit-outcome'

/** The site's own endpoint; it forwards the body to the API, wherever that lives. */
export const INQUIRY_ENDPOINT = '/api/inquiries'

export interface InquiryExtras {
  /** The solved proof of work (ALTCHA base64 payload) or a reCAPTCHA token. */
  captcha: string
  /** The honeypot: a person never sees it, so it stays empty. */
  website: string
}

/** Text parts first, files last: the server can refuse a bad form before it reads any file's bytes. */
export function buildInquiryFormData(values: InquiryFormValues, files: readonly File[], extras: InquiryExtras): FormData {
  const text = { ...values, privacyAgree: values.privacyAgree ? 'true' : 'false', ...extras }
  const form = new FormData()
  for (const name of inquirySubmissionTextParts) form.append(name, text[name])
  for (const file of files) form.append('files', file, file.name)
  return form
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** One POST; never throws: every way it can end is a SubmitOutcome. */
export async function postInquiry(
  form: FormData,
  locale: Locale,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetchImpl(INQUIRY_ENDPOINT, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', [LOCALE_HEADER]: locale },
      credentials: 'same-origin',
    })
  } catch {
    return networkFailure()
  }
  return interpretInquiryResponse(response.status, await readJson(response), response.headers.get('retry-after'))
}

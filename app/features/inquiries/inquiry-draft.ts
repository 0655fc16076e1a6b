import * as v from 'valibot'
import { inquiryLimits, inquiryTypes } from '~/api/contract/inquiry-form'
import { emptyInquiryText, type InquiryTextValues } from './inquiry-fields'

/** Session storage key of the unsent text; versioned so a changed shape never restores garbage. */
export const INQUIRY_DRAFT_KEY = 'cellactis:inquiry-draft:v1'

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A stored value may be anything (another tab's version, a hand edit): each field falls back to empty on its own. */
const text = (max: number) => v.fallback(v.pipe(v.string(), v.maxLength(max)), '')
const draftSchema = v.object({
  type: v.fallback(v.picklist(['', ...inquiryTypes]), ''),
  company: text(inquiryLimits.company),
  fullName: text(inquiryLimits.fullName),
  email: text(inquiryLimits.email),
  mobile: text(inquiryLimits.mobile),
  subject: text(inquiryLimits.subject),
  // The textarea does not cap input, so an over-long text (shown with its counter) must survive a reload too.
  content: v.fallback(v.pipe(v.string(), v.maxLength(inquiryLimits.content * 2)), ''),
})

export function isEmptyDraft(values: InquiryTextValues): boolean {
  return Object.values(values).every((value) => value === '')
}

/** The typed text only: files, consent and the captcha are never stored. */
export function pickDraft(values: InquiryTextValues): InquiryTextValues {
  const { type, company, fullName, email, mobile, subject, content } = values
  return { type, company, fullName, email, mobile, subject, content }
}

export function loadDraft(storage: DraftStorage | undefined): InquiryTextValues | undefined {
  try {
    const raw = storage?.getItem(INQUIRY_DRAFT_KEY)
    if (!raw) return undefined
    const draft = v.parse(draftSchema, { ...emptyInquiryText, ...JSON.parse(raw) })
    return isEmptyDraft(draft) ? undefined : draft
  } catch {
    // Unreadable JSON or storage refused (private mode, disabled storage): no draft.
    return undefined
  }
}

export function saveDraft(storage: DraftStorage | undefined, values: InquiryTextValues): void {
  try {
    if (isEmptyDraft(values)) storage?.removeItem(INQUIRY_DRAFT_KEY)
    else storage?.setItem(INQUIRY_DRAFT_KEY, JSON.stringify(pickDraft(values)))
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, the form keeps working.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(INQUIRY_DRAFT_KEY)
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** sessionStorage when the browser offers it (never on the server, and some browsers throw on access). */
export function browserSessionStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

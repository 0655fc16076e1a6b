import * as v from 'valibot'
import { inquiryLimits, inquiryTypes } from '~/api/contract/inquiry-form'
import { emptyInquiryText, type InquiryFormValues } from './inquiry-fields'

/**
 * What a reload keeps of an unsent inquiry: the typed text, the consent tick, and the names of the attached files.
 * The files themselves cannot be kept: the form names them and asks for them again.
 */
export interface InquiryDraft extends InquiryFormValues {
  attachmentNames: string[]
}

export const emptyInquiryDraft: InquiryDraft = { ...emptyInquiryText, privacyAgree: false, attachmentNames: [] }

/** Session storage key of the unsent inquiry; versioned so a changed shape never restores garbage. */
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
  privacyAgree: v.fallback(v.boolean(), false),
  attachmentNames: v.fallback(v.pipe(v.array(v.pipe(v.string(), v.maxLength(255))), v.maxLength(20)), []),
})

export function isEmptyDraft(draft: InquiryDraft): boolean {
  return JSON.stringify(pickDraft(draft)) === JSON.stringify(emptyInquiryDraft)
}

/** The draft's fields only (never the captcha or anything else a caller's object holds), in a fixed order. */
export function pickDraft(draft: InquiryDraft): InquiryDraft {
  const { type, company, fullName, email, mobile, subject, content, privacyAgree, attachmentNames } = draft
  return { type, company, fullName, email, mobile, subject, content, privacyAgree, attachmentNames }
}

export function loadDraft(storage: DraftStorage | undefined): InquiryDraft | undefined {
  try {
    const raw = storage?.getItem(INQUIRY_DRAFT_KEY)
    if (!raw) return undefined
    const draft = v.parse(draftSchema, { ...emptyInquiryDraft, ...JSON.parse(raw) })
    return isEmptyDraft(draft) ? undefined : draft
  } catch {
    // Unreadable JSON or storage refused (private mode, disabled storage): no draft.
    return undefined
  }
}

export function saveDraft(storage: DraftStorage | undefined, draft: InquiryDraft): void {
  try {
    if (isEmptyDraft(draft)) storage?.removeItem(INQUIRY_DRAFT_KEY)
    else storage?.setItem(INQUIRY_DRAFT_KEY, JSON.stringify(pickDraft(draft)))
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

import { type FormEvent, useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { addAttachments, attachmentProblems } from './attachment-rules'
import {
  emptyInquiryText,
  type FieldMessages,
  fieldControlId,
  firstInvalidField,
  type InquiryFieldName,
  type InquiryFormValues,
  type InquiryTextValues,
} from './inquiry-fields'
import { attachmentProblemText, issueTexts } from './inquiry-messages'
import { validateInquiry } from './inquiry-validation'
import { buildInquiryFormData, postInquiry } from './submit-inquiry'
import { captchaFailure, type SubmitOutcome } from './submit-outcome'
import { useInquiryDraft } from './use-inquiry-draft'

type Failure = Extract<SubmitOutcome, { kind: 'failed' }>

export interface InquiryFormDeps {
  locale: Locale
  /** The spam-check value for one submission (see useSpamCheck: proof of work or reCAPTCHA token). */
  takeCaptcha: () => Promise<string>
  /** A submission spent the payload: prepare the next one. */
  renewCaptcha: () => void
}

function focusField(field: InquiryFieldName | undefined) {
  if (field) document.getElementById(fieldControlId(field))?.focus()
}

function failureText(failure: Failure): string {
  if (failure.serverMessage) return failure.serverMessage
  if (failure.reason === 'captcha') return m.contact_error_captcha()
  return failure.reason === 'network' ? m.contact_error_network() : m.contact_error_server()
}

/** The inquiry form's state: values, files, messages at the fields, and one submission at a time. */
export function useInquiryForm({ locale, takeCaptcha, renewCaptcha }: InquiryFormDeps) {
  const [text, setText] = useState<InquiryTextValues>(emptyInquiryText)
  const [privacyAgree, setPrivacyAgree] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const [fileNotices, setFileNotices] = useState<string[]>([])
  const [errors, setErrors] = useState<FieldMessages>({})
  const [showSummary, setShowSummary] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<{ receiptNumber: string | undefined } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false)
  // Attachments a reload dropped (their names, from the draft): the form asks for them again until files are chosen.
  const [attachAgain, setAttachAgain] = useState<string[]>([])
  const draft = { ...text, privacyAgree, attachmentNames: files.length ? files.map((file) => file.name) : attachAgain }
  const clearDraft = useInquiryDraft(draft, ({ privacyAgree: agreed, attachmentNames, ...restored }) => {
    setText(restored)
    setPrivacyAgree(agreed)
    setAttachAgain(attachmentNames)
  })

  const values: InquiryFormValues = { ...text, privacyAgree }

  const problemsOf = useCallback(
    (current: InquiryFormValues, attached: readonly File[]): FieldMessages => {
      const messages = issueTexts(validateInquiry(locale, current))
      const fileProblem = attachmentProblems(attached)[0]
      if (fileProblem) messages.files = attachmentProblemText(fileProblem, locale)
      return messages
    },
    [locale],
  )

  /** Re-checks one field: on leaving it after typing (checkOnLeave), while typing only once it shows a message. */
  const recheck = (field: InquiryFieldName, current: InquiryFormValues, always: boolean) => {
    if (!always && !errors[field]) return
    const message = problemsOf(current, files)[field]
    setErrors((previous) => ({ ...previous, [field]: message }))
  }

  const setField = (field: keyof InquiryTextValues, value: string) => {
    const next = { ...text, [field]: value }
    setText(next)
    recheck(field, { ...next, privacyAgree }, field === 'type')
  }

  const setConsent = (agreed: boolean) => {
    setPrivacyAgree(agreed)
    recheck('privacyAgree', { ...text, privacyAgree: agreed }, true)
  }

  const blur = (field: InquiryFieldName) => recheck(field, values, true)

  const chooseFiles = (chosen: readonly File[]) => {
    const { files: next, problems } = addAttachments(files, chosen)
    setFiles(next)
    setAttachAgain([])
    setFileNotices(problems.map((problem) => attachmentProblemText(problem, locale)))
    setErrors((previous) => ({ ...previous, files: undefined }))
  }

  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, position) => position !== index))
    setFileNotices([])
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    const problems = problemsOf(values, files)
    if (firstInvalidField(problems)) {
      // Render the messages first, so the focused field already announces its own.
      flushSync(() => {
        setErrors(problems)
        setShowSummary(true)
        setFailure(null)
      })
      focusField(firstInvalidField(problems))
      return
    }
    inFlight.current = true
    setSending(true)
    setFailure(null)
    setShowSummary(false)
    setErrors({})
    const outcome = await send()
    inFlight.current = false
    setSending(false)
    if (outcome.kind === 'success') {
      clearDraft()
      setText(emptyInquiryText)
      setPrivacyAgree(false)
      setFiles([])
      setFileNotices([])
      setAttachAgain([])
      setReceipt({ receiptNumber: outcome.receiptNumber })
      return
    }
    renewCaptcha()
    flushSync(() => {
      setErrors(outcome.fieldMessages)
      setShowSummary(!!firstInvalidField(outcome.fieldMessages))
      setFailure(failureText(outcome))
    })
    focusField(firstInvalidField(outcome.fieldMessages))
  }

  const send = async (): Promise<SubmitOutcome> => {
    let captcha: string
    try {
      captcha = await takeCaptcha()
    } catch {
      return captchaFailure()
    }
    const form = buildInquiryFormData(values, files, { captcha, website: honeypot.current?.value ?? '' })
    return postInquiry(form, locale)
  }

  const startOver = () => {
    setReceipt(null)
    setErrors({})
    setShowSummary(false)
    setFailure(null)
  }

  return {
    values,
    files,
    attachAgain,
    fileNotices,
    errors,
    showSummary,
    sending,
    failure,
    receipt,
    honeypot,
    setField,
    setConsent,
    blur,
    chooseFiles,
    removeFile,
    submit,
    startOver,
  }
}

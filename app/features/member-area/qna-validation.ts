import { m } from '~/paraglide/messages'

// The contract's `questionLimits`, repeated here so that the form does not load valibot with the contract's schemas
// (docs/decisions/0011-first-load-javascript.md); qna-validation.test.ts checks that they agree.
export const QUESTION_LIMITS = { title: 100, content: 2000 } as const

export interface QuestionValues {
  title: string
  content: string
}

export type QuestionProblems = Partial<Record<keyof QuestionValues, string>>

/** Each field's message, or undefined: both are required, trimmed, within their limits (as the API checks them). */
export function questionProblems(values: QuestionValues): QuestionProblems {
  const title = values.title.trim()
  const content = values.content.trim()
  return {
    title: !title
      ? m.qna_error_title_required()
      : title.length > QUESTION_LIMITS.title
        ? m.qna_error_title_length({ max: QUESTION_LIMITS.title })
        : undefined,
    content: !content
      ? m.qna_error_content_required()
      : content.length > QUESTION_LIMITS.content
        ? m.qna_error_content_length({ max: QUESTION_LIMITS.content })
        : undefined,
  }
}

/** The API's body: trimmed. */
export function questionBody(values: QuestionValues): QuestionValues {
  return { title: values.title.trim(), content: values.content.trim() }
}

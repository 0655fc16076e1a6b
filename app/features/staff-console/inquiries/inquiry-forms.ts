import { inquiryNoteLimits, inquiryReplyLimits } from '~/api/contract/admin-endpoints'
import { problemsOf, textProblem } from '../kit/form-problems'

export interface ReplyFields {
  subject: string
  body: string
}

/** A note: 1 to 4,000 characters. */
export const noteProblems = (body: string) => problemsOf({ body: textProblem(body, inquiryNoteLimits.body) })

/** A reply to the visitor: a subject of up to 200 characters and a body of up to 10,000. */
export const replyProblems = ({ subject, body }: ReplyFields) =>
  problemsOf({
    subject: textProblem(subject, inquiryReplyLimits.subject),
    body: textProblem(body, inquiryReplyLimits.body),
  })

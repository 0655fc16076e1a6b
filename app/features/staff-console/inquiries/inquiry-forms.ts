import { adminEndpoints, inquiryNoteLimits, inquiryReplyLimits } from '~/api/contract/admin-endpoints'
import { problemsOf, textFaultOf, textProblem } from '../kit/form-problems'

export interface ReplyFields {
  subject: string
  body: string
}

/** A note: 1 to 4,000 characters. */
export const noteProblems = (body: string) =>
  problemsOf({ body: textFaultOf(adminEndpoints.addInquiryNote, 'body', body) ?? textProblem(body, inquiryNoteLimits.body) })

/** A reply to the visitor: a subject of up to 200 characters and a body of up to 10,000. */
export const replyProblems = ({ subject, body }: ReplyFields) =>
  problemsOf({
    subject: textFaultOf(adminEndpoints.replyToInquiry, 'subject', subject) ?? textProblem(subject, inquiryReplyLimits.subject),
    body: textFaultOf(adminEndpoints.replyToInquiry, 'body', body) ?? textProblem(body, inquiryReplyLimits.body),
  })

import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { questionLimits } from '~/api/contract/member-area-endpoints'
import { problemsOf, textFaultOf, textProblem } from '../kit/form-problems'

/** An answer: 1 to 2,000 characters, as a member's question. */
export const answerProblems = (content: string) =>
  problemsOf({
    content:
      textFaultOf(memberAreaAdminEndpoints.answerQuestion, 'content', content) ?? textProblem(content, questionLimits.content),
  })

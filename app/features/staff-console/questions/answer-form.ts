import { questionLimits } from '~/api/contract/member-area-endpoints'
import { problemsOf, textProblem } from '../kit/form-problems'

/** An answer: 1 to 2,000 characters, as a member's question. */
export const answerProblems = (content: string) => problemsOf({ content: textProblem(content, questionLimits.content) })

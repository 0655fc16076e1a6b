import type { SectionProps } from '../../section-props'
import { QuestionDetail } from './question-detail'
import { QuestionList } from './question-list'

/** /admin/questions (waiting first) and /admin/questions/<id> (answer or correct). */
export default function QuestionsPage({ address }: SectionProps<'questions'>) {
  if (address.view === 'list') return <QuestionList address={address} />
  return <QuestionDetail key={address.id} id={address.id} />
}

import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import { idSegmentOf } from '../../record-segments'
import type { SectionProps } from '../../section-props'
import { QuestionDetail } from './question-detail'
import { QuestionList } from './question-list'

/** /admin/questions (waiting first) and /admin/questions/<id> (answer or correct). */
export default function QuestionsPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <QuestionList search={search} />
  const id = idSegmentOf(rest)
  if (id === undefined) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <QuestionDetail key={id} id={id} />
}

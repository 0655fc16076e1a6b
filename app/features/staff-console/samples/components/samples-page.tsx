import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import { idSegmentOf } from '../../record-segments'
import type { SectionProps } from '../../section-props'
import { SampleDetail } from './sample-detail'
import { SampleList } from './sample-list'

/** /admin/samples (by status) and /admin/samples/<id> (move along the workflow). */
export default function SamplesPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <SampleList search={search} />
  const id = idSegmentOf(rest)
  if (id === undefined) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <SampleDetail key={id} id={id} />
}

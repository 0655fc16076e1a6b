import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import { uuidSegmentOf } from '../../record-segments'
import type { SectionProps } from '../../section-props'
import { MemberDetail } from './member-detail'
import { MemberList } from './member-list'

/** /admin/members (search) and /admin/members/<id> (one member: reveal, points, sessions). */
export default function MembersPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <MemberList search={search} />
  const id = uuidSegmentOf(rest)
  if (id === undefined) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <MemberDetail key={id} id={id} search={search} />
}

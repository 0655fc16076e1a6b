import type { SectionProps } from '../../section-props'
import { MemberDetail } from './member-detail'
import { MemberList } from './member-list'

/** /admin/members (search) and /admin/members/<id> (one member: reveal, points, sessions). */
export default function MembersPage({ address }: SectionProps<'members'>) {
  if (address.view === 'list') return <MemberList address={address} />
  return <MemberDetail key={address.id} address={address} />
}

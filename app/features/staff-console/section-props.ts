import type { StaffMember } from '~/api/contract/staff-endpoints'
import type { ConsoleSearch } from './console-search'

/** What a console section's page is given: the rest of the address after its segment, the query, and who is signed in. */
export interface SectionProps {
  rest: readonly string[]
  search: ConsoleSearch
  staff: StaffMember
}

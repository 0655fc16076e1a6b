import type { StaffMember } from '~/api/contract/staff-endpoints'
import type { ConsoleAddress, ConsoleSection } from './address/console-addresses'

/** The console's sections in its frame: every section but the sign-in pages. */
export type FramedSection = Exclude<ConsoleSection, SignInSection>
export type SignInSection = 'login' | 'invitation' | 'forgot-password' | 'password-reset'

/** What a console section's page is given: its address, typed, and who is signed in. */
export interface SectionProps<S extends FramedSection> {
  address: ConsoleAddress<S>
  staff: StaffMember
}

import { memberQuery } from '../member-calls'

/** The member's consents: their history (newest first) and the texts changed since they agreed. */
export const memberConsentsQuery = (locale: string) =>
  memberQuery([locale, 'member', 'consents'], 'consents', {}, { staleTime: 5 * 60_000 })

import type { PatentSummary } from '~/api/contract/kinds/patents'
import { m } from '~/paraglide/messages'

export function patentStatusLabel(status: PatentSummary['status']): string {
  return status === 'registered' ? m.patent_status_registered() : m.patent_status_filed()
}

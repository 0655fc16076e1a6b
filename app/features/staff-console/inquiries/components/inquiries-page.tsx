import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import type { SectionProps } from '../../section-props'
import { receiptOf } from '../inquiry-search'
import { InquiryDetail } from './inquiry-detail'
import { InquiryList } from './inquiry-list'

/** /admin/inquiries (the list) and /admin/inquiries/<receipt> (one inquiry). */
export default function InquiriesPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <InquiryList search={search} />
  const receiptNumber = receiptOf(rest)
  if (!receiptNumber) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <InquiryDetail key={receiptNumber} receiptNumber={receiptNumber} />
}

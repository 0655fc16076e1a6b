import type { SectionProps } from '../../section-props'
import { InquiryDetail } from './inquiry-detail'
import { InquiryList } from './inquiry-list'

/** /admin/inquiries (the list) and /admin/inquiries/<receipt> (one inquiry). */
export default function InquiriesPage({ address }: SectionProps<'inquiries'>) {
  if (address.view === 'list') return <InquiryList address={address} />
  return <InquiryDetail key={address.receipt} receiptNumber={address.receipt} />
}

import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { BackLink } from '../../kit/back-link'
import { RecordColumns } from '../../kit/console.styles'
import { RecordView } from '../../kit/record-view'
import { inquiryDetailQuery } from '../inquiry-queries'
import { InquiryFields } from './inquiry-fields'
import { InquiryNotes } from './inquiry-notes'
import { InquiryReplies } from './inquiry-replies'
import { InquiryWork } from './inquiry-work'

/** /admin/inquiries/<receipt>: every field and file, the work on it (assignee, status), notes and replies. */
export function InquiryDetail({ receiptNumber }: { receiptNumber: string }) {
  const detail = useQuery(inquiryDetailQuery(receiptNumber))
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'inquiries', view: 'list' }} label={m.admin_inquiry_back()} />}
      notFound={m.admin_inquiry_not_found({ receipt: receiptNumber })}
    >
      {(inquiry) => (
        <>
          <h2 className="record-title">{m.admin_inquiry_title({ receipt: inquiry.receiptNumber })}</h2>
          <RecordColumns>
            <div>
              <InquiryFields inquiry={inquiry} />
            </div>
            <div>
              <InquiryWork inquiry={inquiry} />
              <InquiryNotes inquiry={inquiry} />
              <InquiryReplies inquiry={inquiry} />
            </div>
          </RecordColumns>
        </>
      )}
    </RecordView>
  )
}

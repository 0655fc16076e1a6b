import type { AdminInquiryDetail } from '~/api/contract/admin-endpoints'
import { inquiryTypeLabels } from '~/features/inquiries/inquiry-type-labels'
import { formatFileSize } from '~/i18n/file-size-format'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { Fields, Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { mailKindLabel } from '../../outbox/mail-kind-label'
import { attachmentHref } from '../inquiry-download-paths'
import { inquiryStatusLabels, languageName } from '../inquiry-labels'

/**
 * Every field of an inquiry. Once the retention job destroyed its personal data, only what is kept shows (receipt,
 * dates, category, language, status, who worked it), with a note saying so; its files are gone.
 */
export function InquiryFields({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const locale = getLocale()
  const when = (iso: string | null) => (iso ? formatTimestamp(iso, locale) : m.admin_none())
  const personal = !inquiry.personalDataDestroyed
  return (
    <Panel aria-labelledby="inquiry-fields-heading">
      <h2 id="inquiry-fields-heading">{m.admin_inquiry_fields()}</h2>
      {inquiry.personalDataDestroyed ? (
        <p data-testid="inquiry-destroyed">{m.admin_inquiry_destroyed({ at: when(inquiry.personalDataDestroyedAt) })}</p>
      ) : null}
      <Fields>
        <dt>{m.admin_inquiry_receipt()}</dt>
        <dd>{inquiry.receiptNumber}</dd>
        <dt>{m.admin_inquiry_received()}</dt>
        <dd>{when(inquiry.createdAt)}</dd>
        <dt>{m.admin_inquiry_category()}</dt>
        <dd>{inquiryTypeLabels[inquiry.type]()}</dd>
        <dt>{m.admin_inquiry_language()}</dt>
        <dd lang={inquiry.locale}>{languageName(inquiry.locale)}</dd>
        <dt>{m.admin_inquiry_status()}</dt>
        <dd>{inquiryStatusLabels[inquiry.status]()}</dd>
        <dt>{m.admin_inquiry_processed()}</dt>
        <dd>
          {inquiry.processedAt
            ? m.admin_inquiry_processed_by({ at: when(inquiry.processedAt), by: inquiry.processedBy ?? m.admin_none() })
            : m.admin_none()}
        </dd>
        {personal ? (
          <>
            <dt>{m.contact_company_label()}</dt>
            <dd>{inquiry.company}</dd>
            <dt>{m.contact_name_label()}</dt>
            <dd>{inquiry.fullName}</dd>
            <dt>{m.contact_email_label()}</dt>
            <dd>
              <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
            </dd>
            <dt>{m.contact_phone_label()}</dt>
            <dd>{inquiry.mobile ?? m.admin_none()}</dd>
            <dt>{m.contact_subject_label()}</dt>
            <dd>{inquiry.subject}</dd>
            <dt>{m.contact_content_label()}</dt>
            <dd className="text">{inquiry.content}</dd>
          </>
        ) : null}
        <dt>{m.admin_inquiry_privacy_agreed()}</dt>
        <dd>{when(inquiry.privacyAgreedAt)}</dd>
      </Fields>
      <h3>{m.contact_files_label()}</h3>
      <Attachments inquiry={inquiry} />
      <h3>{m.admin_inquiry_mails()}</h3>
      {inquiry.mails.length === 0 ? (
        <p>{m.admin_none()}</p>
      ) : (
        <ul>
          {inquiry.mails.map((mail) => (
            <li key={`${mail.kind}-${mail.toAddress}-${mail.nextAttemptAt}`}>
              {mailKindLabel(mail.kind)} → {mail.toAddress}:{' '}
              {mail.sentAt
                ? m.admin_mail_sent_at({ at: when(mail.sentAt) })
                : m.admin_mail_not_sent({ attempts: formatNumber(mail.attempts) })}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** The files, each a download through the site's authorized route (never a public address, never shown inline). */
function Attachments({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const locale = getLocale()
  if (inquiry.attachments.length === 0) return <p>{m.admin_none()}</p>
  return (
    <ul>
      {inquiry.attachments.map((file) => (
        <li key={file.id}>
          {file.destroyed ? (
            <span>
              {file.originalName || m.admin_inquiry_file_destroyed()} ({m.admin_inquiry_file_destroyed()})
            </span>
          ) : (
            <a href={attachmentHref(inquiry.receiptNumber, file.id, locale)} download={file.originalName}>
              {m.admin_inquiry_download({ name: file.originalName, size: formatFileSize(file.sizeBytes, locale) })}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

import { styled } from '@linaria/react'
import { type FormEvent, useState } from 'react'
import { type AdminInquiryDetail, inquiryReplyLimits } from '~/api/contract/admin-endpoints'
import { FormField } from '~/components/form/form-field'
import { TextareaField } from '~/components/form/textarea-field'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Fields, Panel, PanelForm, Timeline } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { type ReplyFields, replyProblems } from '../inquiry-forms'
import { useInquiryCache } from '../use-inquiry-cache'

/** A new reply's fields: the subject answers the inquiry's (`Re: …`, as mail programs write it), the text is empty. */
const freshReply = (inquiry: AdminInquiryDetail): ReplyFields => ({
  subject: `Re: ${inquiry.subject}`.slice(0, inquiryReplyLimits.subject),
  body: '',
})

type ReplyPreview = { toAddress: string; subject: string; textBody: string }

const MailText = styled.pre`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  font-family: inherit;
  margin: 12px 0 0;
  overflow-wrap: anywhere;
  padding: 12px 16px;
  white-space: pre-wrap;
`

/** The reply as it would be mailed: the address, the subject and the whole text, in the inquirer's language. */
function MailPreview({ preview, lang }: { preview: ReplyPreview; lang: string }) {
  return (
    <section aria-labelledby="inquiry-reply-preview-heading" data-testid="inquiry-reply-preview">
      <h4 id="inquiry-reply-preview-heading">{m.admin_inquiry_reply_preview_title()}</h4>
      <Fields>
        <dt>{m.admin_inquiry_reply_preview_to()}</dt>
        <dd>{preview.toAddress}</dd>
        <dt>{m.admin_inquiry_reply_subject()}</dt>
        <dd>{preview.subject}</dd>
      </Fields>
      <MailText lang={lang}>{preview.textBody}</MailText>
    </section>
  )
}

/** The replies mailed to the visitor, with each mail's state, and a form to write one (sent through the outbox). */
export function InquiryReplies({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const locale = getLocale()
  return (
    <Panel aria-labelledby="inquiry-replies-heading">
      <h2 id="inquiry-replies-heading">{m.admin_inquiry_replies()}</h2>
      {inquiry.replies.length === 0 ? (
        <p>{m.admin_inquiry_no_replies()}</p>
      ) : (
        <Timeline data-testid="inquiry-replies">
          {inquiry.replies.map((reply) => (
            <li key={reply.id}>
              <p className="meta">
                {reply.author.name} · {formatTimestamp(reply.createdAt, locale)} ·{' '}
                {!reply.mail
                  ? m.admin_none()
                  : reply.mail.sentAt
                    ? m.admin_mail_sent_at({ at: formatTimestamp(reply.mail.sentAt, locale) })
                    : m.admin_mail_not_sent({ attempts: formatNumber(reply.mail.attempts) })}
              </p>
              <p className="text">
                <strong>{reply.subject || m.admin_inquiry_destroyed_short()}</strong>
              </p>
              <p className="text">{reply.body}</p>
            </li>
          ))}
        </Timeline>
      )}
      {inquiry.personalDataDestroyed ? <p>{m.admin_inquiry_reply_destroyed()}</p> : <ReplyForm inquiry={inquiry} />}
    </Panel>
  )
}

function ReplyForm({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const cache = useInquiryCache(inquiry.receiptNumber)
  const action = useConsoleAction()
  const [fields, setFields] = useState(() => freshReply(inquiry))
  const [preview, setPreview] = useState<ReplyPreview>()
  const [shown, setShown] = useState<ReturnType<typeof replyProblems>>({})
  const [notice, setNotice] = useState('')
  const messages = {
    subject: problemMessage(shown.subject, { max: inquiryReplyLimits.subject }),
    body: problemMessage(shown.body, { max: inquiryReplyLimits.body }),
  }
  const change = (field: keyof ReplyFields) => (value: string) => {
    const next = { ...fields, [field]: value }
    setFields(next)
    // A preview shows what would be sent: one of an older text is taken away.
    setPreview(undefined)
    if (shown[field]) setShown(replyProblems(next))
  }

  /** Whether the fields can be sent; if not, the problems are shown and the first field with one is focused. */
  function checked() {
    const problems = replyProblems(fields)
    setShown(problems)
    const first = (['subject', 'body'] as const).find((field) => problems[field])
    if (first) document.getElementById(`inquiry-reply-${first}`)?.focus()
    return first === undefined
  }

  function showPreview() {
    setNotice('')
    if (!checked()) return
    void action.run(
      () => changeStaff('previewInquiryReply', { params: { receiptNumber: inquiry.receiptNumber }, body: fields }),
      setPreview,
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    if (!checked()) return
    void action.run(
      () =>
        changeStaff('replyToInquiry', {
          params: { receiptNumber: inquiry.receiptNumber },
          body: { ...fields, version: inquiry.version },
        }),
      ({ reply, state }) => {
        cache.update((current) => ({ ...current, replies: [...current.replies, reply] }))
        cache.applyState(state)
        setFields(freshReply(inquiry))
        setPreview(undefined)
        setNotice(m.admin_inquiry_reply_sent({ email: inquiry.email }))
      },
    )
  }

  return (
    <>
      <h3>{m.admin_inquiry_reply_title()}</h3>
      <p className="hint">{m.admin_inquiry_reply_hint({ email: inquiry.email })}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={() => void cache.reload()} />
      <p role="status" className="hint">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate>
        <FormField
          id="inquiry-reply-subject"
          type="text"
          autoComplete="off"
          label={m.admin_inquiry_reply_subject()}
          value={fields.subject}
          error={messages.subject}
          onChange={change('subject')}
          onBlur={() => undefined}
        />
        <TextareaField
          id="inquiry-reply-body"
          label={m.admin_inquiry_reply_body()}
          value={fields.body}
          error={messages.body}
          onChange={change('body')}
          onBlur={() => undefined}
          max={inquiryReplyLimits.body}
          counter={counterText}
          rows={8}
        />
        <div className="actions">
          <Button type="button" data-variant="secondary" aria-disabled={action.pending || undefined} onClick={showPreview}>
            {m.admin_inquiry_reply_preview()}
          </Button>
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_inquiry_reply_send()}
          </Button>
        </div>
      </PanelForm>
      {preview ? <MailPreview preview={preview} lang={inquiry.locale} /> : null}
    </>
  )
}

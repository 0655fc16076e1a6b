import { inquiryLimits } from '~/api/contract/inquiry-form'
import { Form, Honeypot } from '~/components/form/form.styles'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { InquiryFieldName } from '../inquiry-fields'
import { useInquiryForm } from '../use-inquiry-form'
import { useSpamCheck } from '../use-spam-check'
import { AttachmentsField } from './attachments-field'
import { CaptchaStatus, RecaptchaNotice } from './captcha-status'
import { CategoryField } from './category-field'
import { ConsentField } from './consent-field'
import { ErrorSummary } from './error-summary'
import { FailureNotice } from './failure-notice'
import { SuccessPanel } from './success-panel'
import { TextField } from './text-field'

function fieldLabels(): Record<InquiryFieldName, string> {
  return {
    type: m.contact_type_legend(),
    company: m.contact_company_label(),
    fullName: m.contact_name_label(),
    email: m.contact_email_label(),
    mobile: m.contact_phone_label(),
    subject: m.contact_subject_label(),
    content: m.contact_content_label(),
    files: m.contact_files_label(),
    privacyAgree: m.contact_consent_heading(),
  }
}

/** The inquiry form: validated in the browser by the server's own schema, sent as multipart. */
export function InquiryForm({ locale, phoneRequired }: { locale: Locale; phoneRequired: boolean }) {
  const captcha = useSpamCheck()
  const form = useInquiryForm({ locale, takeCaptcha: captcha.take, renewCaptcha: captcha.renew })
  const { values, errors } = form
  const labels = fieldLabels()

  if (form.receipt) return <SuccessPanel receiptNumber={form.receipt.receiptNumber} onStartOver={form.startOver} />

  const text = (field: 'company' | 'fullName' | 'email' | 'mobile' | 'subject' | 'content') => ({
    field,
    label: labels[field],
    value: values[field],
    error: errors[field],
    onChange: (value: string) => form.setField(field, value),
    onBlur: () => form.blur(field),
  })
  const contentLength = values.content.length

  return (
    <Form
      noValidate
      aria-busy={form.sending}
      onSubmit={form.submit}
      onFocus={() => {
        if (!form.sending) captcha.begin()
      }}
      data-testid="inquiry-form"
    >
      <p>{m.contact_required_note()}</p>
      {form.showSummary ? <ErrorSummary errors={errors} labels={labels} /> : null}
      <CategoryField value={values.type} error={errors.type} onChange={(type) => form.setField('type', type)} />
      <div className="pair">
        <TextField {...text('company')} required autoComplete="organization" maxLength={inquiryLimits.company} />
        <TextField {...text('fullName')} required autoComplete="name" maxLength={inquiryLimits.fullName} />
      </div>
      <div className="pair">
        <TextField {...text('email')} required type="email" autoComplete="email" maxLength={inquiryLimits.email} />
        <TextField
          {...text('mobile')}
          required={phoneRequired}
          type="tel"
          autoComplete="tel"
          maxLength={inquiryLimits.mobile}
          hint={<p className="hint">{m.contact_phone_hint()}</p>}
        />
      </div>
      <TextField {...text('subject')} required maxLength={inquiryLimits.subject} />
      <TextField
        {...text('content')}
        required
        multiline
        hint={
          <p className="counter" data-over={contentLength > inquiryLimits.content ? '' : undefined}>
            {m.contact_content_counter({ count: formatNumber(contentLength), max: formatNumber(inquiryLimits.content) })}
          </p>
        }
      />
      <AttachmentsField
        locale={locale}
        files={form.files}
        attachAgain={form.attachAgain}
        notices={form.fileNotices}
        error={errors.files}
        onChoose={form.chooseFiles}
        onRemove={form.removeFile}
      />
      <ConsentField checked={values.privacyAgree} error={errors.privacyAgree} onChange={form.setConsent} />
      <Honeypot aria-hidden="true">
        <label htmlFor="contact-website">{m.contact_honeypot_label()}</label>
        <input ref={form.honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </Honeypot>
      {form.failure ? <FailureNotice message={form.failure} /> : null}
      <div className="actions">
        <Button type="submit" aria-disabled={form.sending || undefined} data-testid="contact-submit">
          {form.sending ? m.contact_submitting() : m.contact_submit()}
        </Button>
        <CaptchaStatus kind={captcha.kind} status={captcha.status} />
      </div>
      {captcha.kind === 'recaptcha' ? <RecaptchaNotice /> : null}
    </Form>
  )
}

import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { josaAfter } from '~/i18n/korean-josa'
import { formatPhoneNumber } from '~/i18n/phone-number-format'
import { m } from '~/paraglide/messages'
import { changeMember } from '../member-calls'
import { codeProblem, mobileProblem, normalizeMobile } from '../phone-validation'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { formatCountdown, useCountdown } from '../use-countdown'
import { useRefreshMember } from '../use-refresh-member'

/** The status line; once the number changed, a success panel naming the new number. */
const Status = styled.p`
  &[data-done] {
    border: 1px solid ${colors.success};
    border-left-width: 4px;
    border-radius: 6px;
    color: ${colors.text};
    font-weight: 600;
    padding: 12px 16px;
  }
`

/**
 * /mypage/phone: the new number gets a 6-digit code by SMS (valid 3 minutes, with a visible countdown and resend);
 * the right code makes it the member's number. Both steps want a recent sign-in: otherwise the password is asked over
 * the page, and the step goes on.
 */
export function PhonePage() {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({})
  const [sentTo, setSentTo] = useState<string>()
  const [deadline, setDeadline] = useState<number>()
  const [status, setStatus] = useState('')
  const [done, setDone] = useState(false)
  /** Counts the codes sent: each new one moves the focus to the code field once it is on the page. */
  const [codesSent, setCodesSent] = useState(0)
  const sending = useActionSubmit()
  const verifying = useActionSubmit()
  const refreshMember = useRefreshMember()
  const reauthentication = useReauthentication()
  const secondsLeft = useCountdown(deadline)
  const expired = secondsLeft === 0

  useEffect(() => {
    if (codesSent > 0) document.getElementById('phone-code')?.focus()
  }, [codesSent])

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = mobileProblem(mobile)
    setErrors({ mobile: problem })
    if (problem) return document.getElementById('phone-mobile')?.focus()
    const number = normalizeMobile(mobile)
    void sending.run(
      () =>
        reauthentication.guard(async () =>
          (await import('../member-area.functions')).sendPhoneCode({ data: { mobile: number } }),
        ),
      ({ secondsLeft }) => {
        setSentTo(number)
        setDeadline(Date.now() + secondsLeft * 1000)
        setCode('')
        setDone(false)
        setStatus(m.phone_code_sent())
        setCodesSent((count) => count + 1)
      },
    )
  }

  function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!sentTo) return
    if (expired) return verifying.setFailure(m.phone_code_expired())
    const problem = codeProblem(code)
    setErrors({ code: problem })
    if (problem) return document.getElementById('phone-code')?.focus()
    void verifying.run(
      () => reauthentication.guard(async () => changeMember('changePhone', { body: { mobile: sentTo, code: code.trim() } })),
      async () => {
        const mobile = formatPhoneNumber(sentTo)
        const message = m.phone_updated_to({ mobile, mobileJosa: josaAfter(mobile, '으로/로') })
        setStatus(`${m.phone_verified()} ${message}`)
        setDone(true)
        useToastStore.getState().notify('success', message)
        setSentTo(undefined)
        setDeadline(undefined)
        setMobile('')
        await refreshMember()
      },
    )
  }

  return (
    <article>
      <PageHeading />
      <p>{m.phone_intro()}</p>
      <Status role="status" data-testid="phone-status" data-done={done || undefined}>
        {status}
      </Status>
      <Form noValidate onSubmit={send} aria-busy={sending.pending || undefined}>
        <FailureAlert message={sending.failure} alertRef={sending.alertRef} />
        <FormField
          id="phone-mobile"
          label={m.phone_number_label()}
          // A number without its country code (`tel-national`) is a text field's autofill name, not a `tel` one's (HTML's
          // autofill rules): the phone keyboard comes from inputMode.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={13}
          hint={m.phone_number_hint()}
          value={mobile}
          error={errors.mobile}
          onChange={(value) => {
            setMobile(value)
            if (errors.mobile) setErrors({ mobile: mobileProblem(value) })
          }}
          onBlur={() => setErrors({ mobile: mobile ? mobileProblem(mobile) : undefined })}
        />
        <div className="actions">
          <Button type="submit" data-variant={sentTo ? 'secondary' : undefined} aria-disabled={sending.pending || undefined}>
            {sentTo ? m.phone_resend_code() : m.phone_send_code()}
          </Button>
        </div>
      </Form>
      {sentTo ? (
        <Form noValidate onSubmit={verify} aria-busy={verifying.pending || undefined}>
          <FailureAlert message={verifying.failure} alertRef={verifying.alertRef} />
          <FormField
            id="phone-code"
            label={m.phone_code_label()}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={
              secondsLeft === undefined
                ? undefined
                : expired
                  ? m.phone_code_expired()
                  : m.phone_time_left({ time: formatCountdown(secondsLeft) })
            }
            value={code}
            error={errors.code}
            onChange={(value) => {
              setCode(value)
              if (errors.code) setErrors({ code: codeProblem(value) })
            }}
            onBlur={() => undefined}
          />
          <div className="actions">
            <Button type="submit" disabled={expired} aria-disabled={verifying.pending || undefined}>
              {m.phone_confirm()}
            </Button>
          </div>
        </Form>
      ) : null}
      {reauthentication.dialog}
    </article>
  )
}

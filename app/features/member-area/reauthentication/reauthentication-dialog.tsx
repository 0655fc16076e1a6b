import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { socialProviders } from '~/api/contract/sign-in-endpoints'
import { controlProps } from '~/components/form/control-props'
import { FailureAlert } from '~/components/form/failure-alert'
import { FieldError } from '~/components/form/field-error'
import { FieldBox } from '~/components/form/form.styles'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { buttonLink } from '~/components/ui/button-link'
import { CancelAndSubmit, DialogActions } from '~/components/ui/dialog-actions'
import { Modal } from '~/components/ui/modal'
import { socialStartUrl } from '~/features/sign-in/social/open-social-sign-in'
import { m } from '~/paraglide/messages'
import { PasskeyReauthentication } from './passkey-reauthentication'

const PASSWORD_ID = 'reauth-password'

interface ReauthenticationDialogProps {
  open: boolean
  member: MemberInfo | null
  /** True once the session is freshly authenticated; false when the member closed the dialog. */
  onDone: (reauthenticated: boolean) => void
}

const providerLabels = {
  kakao: m.auth_kakao_button,
  naver: m.auth_naver_button,
  google: m.auth_google_button,
  facebook: m.auth_facebook_button,
} as const

/**
 * Asks for the password again over the page (focus in the field; the page and what was typed on it stay), before a
 * change the API refused with REAUTHENTICATION_REQUIRED. A member without a password signs in again with their
 * provider instead, and comes back to this page. Either may confirm with one of their passkeys instead.
 */
export function ReauthenticationDialog({ open, member, onDone }: ReauthenticationDialogProps) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const { failure, pending, alertRef, run } = useActionSubmit()
  const provider = socialProviders.find((name) => name === member?.signUpMethod)
  const social = member && !member.hasPassword && provider
  // The provider brings the member back to this very page, signed in afresh.
  const returnTo = useRouterState({ select: (state) => state.location.href })

  function close(reauthenticated: boolean) {
    setPassword('')
    setError(undefined)
    onDone(reauthenticated)
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!password) {
      setError(m.auth_error_password_required())
      return document.getElementById(PASSWORD_ID)?.focus()
    }
    setError(undefined)
    await run(
      async () => (await import('../member-sessions.functions')).reauthenticate({ data: { password } }),
      () => close(true),
    )
  }

  return (
    <Modal open={open} title={m.mypage_reauth_title()} onClose={() => close(false)} size="sm">
      {social ? (
        <>
          <p>{m.mypage_reauth_social()}</p>
          <PasskeyReauthentication onDone={() => close(true)} />
          <DialogActions>
            <Button type="button" data-variant="secondary" onClick={() => close(false)}>
              {m.dialog_cancel()}
            </Button>
            <a href={socialStartUrl(provider, 'redirect', returnTo)} className={buttonLink} data-autofocus>
              {providerLabels[provider]()}
            </a>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={pending || undefined}>
          <p>{m.mypage_reauth_intro()}</p>
          <FailureAlert message={failure} alertRef={alertRef} />
          <FieldBox>
            <label htmlFor={PASSWORD_ID}>{m.mypage_reauth_password()}</label>
            <input
              {...controlProps({
                id: PASSWORD_ID,
                value: password,
                required: true,
                error,
                onChange: setPassword,
                onBlur: () => undefined,
              })}
              type="password"
              autoComplete="current-password"
              data-autofocus
            />
            <FieldError id={`${PASSWORD_ID}-error`} message={error} />
          </FieldBox>
          <CancelAndSubmit onCancel={() => close(false)} submit={m.mypage_reauth_submit()} pending={pending} />
          <PasskeyReauthentication onDone={() => close(true)} />
        </form>
      )}
    </Modal>
  )
}

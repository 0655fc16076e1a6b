import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { QueryState } from '~/components/ui/query-state'
import { useToastStore } from '~/components/ui/toast-store'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { passkeysQuery } from '../passkeys-queries'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { secondFactorStatusQuery } from '../second-factor-queries'
import { PasskeysSection } from './passkeys-section'
import { RecoveryCodes } from './recovery-codes'
import { appCodeProblem, CodeField } from './second-factor-code-field'
import { SecurityHistory } from './security-history'
import { SecuritySections } from './security-page.styles'
import { formatSessionTime } from './session-time'
import { SocialAccountsSection } from './social-accounts-section'

const functions = () => import('../second-factor.functions')

interface Setup {
  secret: string
  uri: string
  qrSvg: string
}

function Status({
  locale,
  enabled,
  enabledAt,
  left,
}: {
  locale: Locale
  enabled: boolean
  enabledAt: string | null
  left: number
}) {
  return (
    <p data-testid="second-factor-status">
      <strong>
        {enabled && enabledAt
          ? m.mypage_security_on_since({ date: formatSessionTime(enabledAt, locale) })
          : m.mypage_security_off()}
      </strong>
      {enabled ? ` ${m.mypage_security_codes_left({ count: String(left) })}` : null}
    </p>
  )
}

/**
 * /mypage/security: the optional second factor (TOTP). Setting it up shows a QR code (drawn on the server), the key as
 * text for typing by hand and the otpauth:// link, then wants a current code, then shows ten recovery codes once. New
 * recovery codes and turning it off want a current code. Each step wants a recent sign-in: otherwise the password is
 * asked over the page and the step goes on, with what was typed kept. The member's passkeys and the history of their
 * security changes follow (decision 88).
 */
export function SecurityPage() {
  const locale = getLocale()
  const query = useQuery(secondFactorStatusQuery(locale))
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const reauthentication = useReauthentication()
  const starting = useActionSubmit()
  const confirming = useActionSubmit()
  const managing = useActionSubmit()
  const [setup, setSetup] = useState<Setup>()
  const [codes, setCodes] = useState<string[]>()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()

  // The second factor's state, and the history that lists each change to it (decision 95).
  const refresh = () =>
    Promise.all(
      [secondFactorStatusQuery(locale), passkeysQuery(locale)].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
    )
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())

  function start() {
    void starting.run(
      () => reauthentication.guard(async () => (await functions()).startSecondFactorSetup()),
      (answer) => {
        setSetup(answer)
        setCode('')
        setError(undefined)
        focus('second-factor-setup-heading')
      },
    )
  }

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = appCodeProblem(code)
    setError(problem)
    if (problem) return document.getElementById('setup-code')?.focus()
    void confirming.run(
      () => reauthentication.guard(() => changeMember('confirm', { body: { code: code.trim() } })),
      async ({ recoveryCodes }) => {
        setSetup(undefined)
        setCode('')
        setCodes(recoveryCodes)
        notify('success', m.mypage_security_enabled())
        await refresh()
        focus('recovery-codes')
      },
    )
  }

  function manage(action: 'renew' | 'off') {
    const problem = code.trim() ? undefined : m.mypage_security_code_required()
    setError(problem)
    if (problem) return document.getElementById('manage-code')?.focus()
    void (async () => {
      if (action === 'off') {
        const confirmed = await useDialogStore.getState().askConfirm({
          title: m.mypage_security_turn_off(),
          message: m.mypage_security_confirm_off(),
          confirmLabel: m.mypage_security_turn_off(),
        })
        if (!confirmed) return
      }
      const send = async (): Promise<ActionOutcome<{ recoveryCodes: string[] } | { enabled: false }>> => {
        const body = { code: code.trim() }
        return action === 'off' ? changeMember('turnOff', { body }) : changeMember('renewRecoveryCodes', { body })
      }
      await managing.run(
        () => reauthentication.guard(send),
        async (answer) => {
          setCode('')
          if ('recoveryCodes' in answer) {
            setCodes(answer.recoveryCodes)
            focus('recovery-codes')
          } else {
            notify('success', m.mypage_security_disabled())
            focus('second-factor-status-heading')
          }
          await refresh()
        },
      )
    })()
  }

  const status = query.data

  return (
    <article aria-busy={query.isFetching || undefined}>
      <PageHeading />
      <p>{m.mypage_security_intro()}</p>
      <SecuritySections>
        <section aria-labelledby="second-factor-status-heading">
          <h2 id="second-factor-status-heading" tabIndex={-1}>
            {m.mypage_security_status_title()}
          </h2>
          <QueryState query={query} failed={m.mypage_security_load_failed()}>
            {(status) => (
              <>
                <Status locale={locale} enabled={status.enabled} enabledAt={status.enabledAt} left={status.recoveryCodesLeft} />
                {!status.enabled && !setup && !codes ? (
                  <>
                    <FailureAlert message={starting.failure} alertRef={starting.alertRef} />
                    <div className="actions">
                      <Button type="button" aria-disabled={starting.pending || undefined} onClick={start}>
                        {m.mypage_security_set_up()}
                      </Button>
                    </div>
                  </>
                ) : null}
              </>
            )}
          </QueryState>
        </section>

        {setup ? (
          <section aria-labelledby="second-factor-setup-heading">
            <h2 id="second-factor-setup-heading" tabIndex={-1}>
              {m.mypage_security_setup_title()}
            </h2>
            <p>{m.mypage_security_setup_scan()}</p>
            {/* uqr's SVG, made on the server from the URI: a white square and black paths. */}
            <div
              className="qr"
              role="img"
              aria-label={m.mypage_security_qr_label()}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG, built from the API's URI only
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p>{m.mypage_security_setup_manual()}</p>
            <p className="key" data-testid="second-factor-secret">
              {setup.secret}
            </p>
            <p>
              <a href={setup.uri}>{m.mypage_security_open_app()}</a>
            </p>
            <Form noValidate onSubmit={confirm} aria-busy={confirming.pending || undefined}>
              <FailureAlert message={confirming.failure} alertRef={confirming.alertRef} />
              <CodeField
                id="setup-code"
                value={code}
                error={error}
                hint={m.mypage_security_code_hint()}
                onChange={(value) => {
                  setCode(value)
                  if (error) setError(appCodeProblem(value))
                }}
              />
              <div className="actions">
                <Button type="submit" aria-disabled={confirming.pending || undefined}>
                  {m.mypage_security_confirm()}
                </Button>
                <Button type="button" data-variant="secondary" onClick={() => setSetup(undefined)}>
                  {m.dialog_cancel()}
                </Button>
              </div>
            </Form>
          </section>
        ) : null}

        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(undefined)
              focus('second-factor-status-heading')
            }}
          />
        ) : null}

        {status?.enabled && !codes ? (
          <section aria-labelledby="second-factor-manage-heading">
            <h2 id="second-factor-manage-heading">{m.mypage_security_manage_title()}</h2>
            <p>{m.mypage_security_manage_intro()}</p>
            <Form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={managing.pending || undefined}>
              <FailureAlert message={managing.failure} alertRef={managing.alertRef} />
              <CodeField
                id="manage-code"
                value={code}
                error={error}
                hint={m.mypage_security_manage_hint()}
                onChange={(value) => {
                  setCode(value)
                  if (error) setError(undefined)
                }}
              />
              <div className="actions">
                <Button
                  type="button"
                  data-variant="secondary"
                  aria-disabled={managing.pending || undefined}
                  onClick={() => manage('renew')}
                >
                  {m.mypage_security_renew_codes()}
                </Button>
                <Button type="button" aria-disabled={managing.pending || undefined} onClick={() => manage('off')}>
                  {m.mypage_security_turn_off()}
                </Button>
              </div>
            </Form>
          </section>
        ) : null}
        <PasskeysSection />
        <SocialAccountsSection />
        <SecurityHistory />
      </SecuritySections>
      {reauthentication.dialog}
    </article>
  )
}

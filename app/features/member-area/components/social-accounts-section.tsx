import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { SocialAccount } from '~/api/contract/social-account-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { QueryState } from '~/components/ui/query-state'
import { useToastStore } from '~/components/ui/toast-store'
import { socialProviderNames } from '~/features/sign-in/social-provider-names'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { passkeysQuery } from '../passkeys-queries'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { socialAccountsQuery } from '../social-accounts-queries'
import { SecurityCards } from './security-cards.styles'
import { formatSessionTime } from './session-time'

/**
 * The providers the member signs in with, on /mypage/security (decision 95): each with when it was linked, and its
 * unlinking (confirmed, a recent sign-in wanted) unless it is the account's only way in, which the card says instead.
 */
export function SocialAccountsSection() {
  const locale = getLocale()
  const query = useQuery(socialAccountsQuery(locale))
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const reauthentication = useReauthentication()
  const unlinking = useActionSubmit()
  const listRef = useRef<HTMLUListElement>(null)

  async function unlink({ provider }: SocialAccount) {
    const name = socialProviderNames[provider]
    const confirmed = await useDialogStore.getState().askConfirm({
      title: m.mypage_social_unlink_title(),
      message: m.mypage_social_confirm_unlink({ name }),
      confirmLabel: m.mypage_social_unlink(),
    })
    if (!confirmed) return
    await unlinking.run(
      () => reauthentication.guard(() => changeMember('unlinkSocialAccount', { params: { provider } })),
      async () => {
        notify('success', m.mypage_social_unlinked())
        // The security history lists the change (decision 95).
        await Promise.all(
          [socialAccountsQuery(locale), passkeysQuery(locale)].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
        )
        listRef.current?.focus()
      },
    )
  }

  return (
    <section aria-labelledby="social-accounts-heading" aria-busy={query.isFetching || undefined}>
      <h2 id="social-accounts-heading">{m.mypage_social_title()}</h2>
      <p>{m.mypage_social_intro()}</p>
      <QueryState query={query} failed={m.mypage_social_load_failed()}>
        {({ items }) => (
          <>
            <FailureAlert message={unlinking.failure} alertRef={unlinking.alertRef} />
            {items.length === 0 ? <p>{m.mypage_social_none()}</p> : null}
            <SecurityCards ref={listRef} tabIndex={-1} aria-label={m.mypage_social_title()} hidden={items.length === 0}>
              {items.map((account) => (
                <li key={account.provider} data-testid="social-account">
                  <div>
                    <h3>{socialProviderNames[account.provider]}</h3>
                    <div className="facts">
                      <p>{m.mypage_social_linked_at({ date: formatSessionTime(account.linkedAt, locale) })}</p>
                      {account.canUnlink ? null : <p>{m.mypage_social_only_way()}</p>}
                    </div>
                  </div>
                  {account.canUnlink ? (
                    <div className="actions">
                      <Button
                        type="button"
                        data-variant="secondary"
                        aria-disabled={unlinking.pending || undefined}
                        aria-label={m.mypage_social_unlink_named({ name: socialProviderNames[account.provider] })}
                        onClick={() => void unlink(account)}
                      >
                        {m.mypage_social_unlink()}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </SecurityCards>
          </>
        )}
      </QueryState>
      {reauthentication.dialog}
    </section>
  )
}

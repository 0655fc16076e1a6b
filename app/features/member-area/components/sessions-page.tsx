import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { QueryState } from '~/components/ui/query-state'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { memberSessionsQuery } from '../member-sessions-queries'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { SessionItem } from './session-item'
import { SessionActions, SessionItems } from './session-list.styles'
import { sessionName } from './session-name'

const functions = () => import('../member-sessions.functions')

/**
 * /mypage/sessions: the browsers signed in to the account (this one first and marked), each with a sign-out; sign out
 * everywhere else, or everywhere. Each sign-out is confirmed first, and wants a recent sign-in (else the password is
 * asked over the page); the list is read again after it.
 */
export function SessionsPage() {
  const locale = getLocale()
  const query = useQuery(memberSessionsQuery(locale))
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const listRef = useRef<HTMLUListElement>(null)
  const reauthentication = useReauthentication()

  async function refresh(message: string) {
    notify('success', message)
    await queryClient.invalidateQueries({ queryKey: memberSessionsQuery(locale).queryKey })
    // The button that was pressed is gone: focus goes to the list it was in.
    listRef.current?.focus()
  }

  async function endOne(session: MemberSession) {
    const name = sessionName(session)
    const confirmed = await useDialogStore.getState().askConfirm({
      title: m.mypage_sessions_end(),
      message: m.mypage_sessions_confirm_end({ name }),
      confirmLabel: m.mypage_sessions_end(),
    })
    if (!confirmed) return
    await run(
      () => reauthentication.guard(() => changeMember('endSession', { params: { id: session.id } })),
      () => refresh(m.mypage_sessions_ended()),
    )
  }

  async function endOthers() {
    const confirmed = await useDialogStore.getState().askConfirm({
      title: m.mypage_sessions_end_others(),
      message: m.mypage_sessions_confirm_others(),
      confirmLabel: m.mypage_sessions_end_others(),
    })
    if (!confirmed) return
    await run(
      () => reauthentication.guard(() => changeMember('endOtherSessions', {})),
      () => refresh(m.mypage_sessions_others_ended()),
    )
  }

  async function endAll() {
    const confirmed = await useDialogStore.getState().askConfirm({
      title: m.mypage_sessions_end_all(),
      message: m.mypage_sessions_confirm_all(),
      confirmLabel: m.mypage_sessions_end_all(),
    })
    if (!confirmed) return
    await run(
      () => reauthentication.guard(async () => (await functions()).endAllMemberSessions()),
      // Signed out here too: a full load, so nothing of the member stays in the page.
      () => window.location.assign(`/?lang=${locale}`),
    )
  }

  const sessions = query.data?.items ?? []
  const others = sessions.filter((session) => !session.current)

  return (
    <article aria-busy={pending || query.isFetching || undefined}>
      <PageHeading />
      <p>{m.mypage_sessions_intro()}</p>
      <p>
        <Link to="/mypage/security" search={{ lang: locale }}>
          {m.mypage_passkeys_manage_link()}
        </Link>
      </p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <QueryState query={query} failed={m.mypage_sessions_load_failed()}>
        {() => (
          <>
            <SessionItems ref={listRef} tabIndex={-1} aria-label={m.page_mypage_sessions()}>
              {sessions.map((session) => (
                <SessionItem key={session.id} session={session} locale={locale} pending={pending} onEnd={endOne} />
              ))}
            </SessionItems>
            {others.length === 0 ? <EmptyState message={m.mypage_sessions_only_this()} /> : null}
            <SessionActions>
              {others.length > 0 ? (
                <Button
                  type="button"
                  data-variant="secondary"
                  aria-disabled={pending || undefined}
                  onClick={() => void endOthers()}
                >
                  {m.mypage_sessions_end_others()}
                </Button>
              ) : null}
              <Button type="button" aria-disabled={pending || undefined} onClick={() => void endAll()}>
                {m.mypage_sessions_end_all()}
              </Button>
            </SessionActions>
          </>
        )}
      </QueryState>
      {reauthentication.dialog}
    </article>
  )
}

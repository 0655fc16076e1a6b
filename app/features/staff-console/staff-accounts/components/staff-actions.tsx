import { styled } from '@linaria/react'
import { useRef, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { m } from '~/paraglide/messages'
import { AuthenticatorKey } from '../../kit/authenticator-key'
import { RecoveryCodes } from '../../kit/recovery-codes'
import { RoleSelect } from '../../kit/role-select'
import { staffSessionsEndedText } from '../../kit/sessions-ended-text'
import { STALE_RECORD, StaleRecordAlert } from '../../kit/stale-record-alert'
import { withFreshProof } from '../../proof/with-fresh-proof'
import { changeStaff } from '../../staff-calls'

const Actions = styled.div`
  display: grid;
  gap: 8px;
  /* No wider than a phone's card leaves it. */
  min-width: min(220px, 100%);
  .row {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  button {
    min-height: 44px;
    min-width: 0;
    padding: 8px 12px;
  }
  .alert {
    border-left: 4px solid ${colors.error};
    padding: 4px 8px;
  }
  .alert p {
    margin: 0 0 8px;
  }
`

type Reset = { recoveryCodes: string[]; qrSvg: string; secret: string }

/**
 * A staff account's actions for an admin: another role, disable or enable, a new second factor, a sign-out of every
 * browser. The changes to the account send the version
 * it was shown; when someone changed the account meanwhile the refusal says so and the chosen role stays chosen.
 */
export function StaffActions({
  member,
  onChanged,
  onNotice,
}: {
  member: StaffMember
  onChanged: () => void
  onNotice: (notice: string) => void
}) {
  const [role, setRole] = useState<StaffRole>(member.role)
  const [failure, setFailure] = useState<{ message: string; stale: boolean }>()
  const [pending, setPending] = useState(false)
  // The buttons stay focusable while a change runs (aria-disabled, button.tsx): a second press is ignored here.
  const running = useRef(false)
  const [reset, setReset] = useState<Reset>()
  const askConfirm = useDialogStore((state) => state.askConfirm)

  async function send<T>(call: () => Promise<ActionOutcome<T>>, done: (data: T) => void) {
    if (running.current) return
    running.current = true
    setPending(true)
    setFailure(undefined)
    try {
      const outcome = await withFreshProof(call)
      if (outcome.ok) done(outcome.data)
      else setFailure({ message: outcome.message, stale: outcome.code === STALE_RECORD })
    } catch {
      setFailure({ message: m.admin_load_failed(), stale: false })
    } finally {
      running.current = false
      setPending(false)
    }
  }
  const functions = () => import('../staff-accounts.functions')

  const update = (body: { role?: StaffRole; status?: 'active' | 'disabled' }) =>
    send(
      () => changeStaff('updateStaff', { params: { id: member.id }, body: { version: member.version, ...body } }),
      () => {
        onNotice(m.admin_saved())
        onChanged()
      },
    )

  async function toggleStatus() {
    if (member.status === 'active') {
      const confirmed = await askConfirm({
        title: m.admin_staff_disable_account(),
        message: m.admin_staff_disable_confirm({ name: member.name }),
        confirmLabel: m.admin_staff_disable_account(),
      })
      if (!confirmed) return
    }
    await update({ status: member.status === 'active' ? 'disabled' : 'active' })
  }

  async function resetSecondFactor() {
    const confirmed = await askConfirm({
      title: m.admin_staff_reset_second_factor(),
      message: m.admin_staff_reset_confirm({ name: member.name }),
      confirmLabel: m.admin_staff_reset_second_factor(),
    })
    if (!confirmed) return
    await send(async () => (await functions()).resetStaffSecondFactor({ data: { id: member.id } }), setReset)
  }

  async function endSessions() {
    const confirmed = await askConfirm({
      title: m.admin_staff_end_sessions(),
      message: m.admin_staff_end_sessions_confirm({ name: member.name }),
      confirmLabel: m.admin_staff_end_sessions(),
    })
    if (!confirmed) return
    await send(
      () => changeStaff('endStaffSessions', { params: { id: member.id } }),
      ({ ended }) => onNotice(staffSessionsEndedText(member.name, ended)),
    )
  }

  const roleId = `role-${member.id}`
  return (
    <Actions>
      <div className="row">
        <label className="visually-hidden" htmlFor={roleId}>
          {m.admin_staff_role_of({ name: member.name })}
        </label>
        <RoleSelect id={roleId} value={role} onChange={setRole} />
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={pending || role === member.role || undefined}
          onClick={() => (role === member.role ? undefined : update({ role }))}
        >
          {m.admin_staff_save_role()}
        </Button>
      </div>
      <div className="row">
        <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={toggleStatus}>
          {member.status === 'active' ? m.admin_staff_disable() : m.admin_staff_enable()}
        </Button>
        <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={resetSecondFactor}>
          {m.admin_staff_reset_second_factor()}
        </Button>
        <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={endSessions}>
          {m.admin_staff_end_sessions()}
        </Button>
      </div>
      {failure?.stale ? (
        <StaleRecordAlert message={failure.message} onReload={onChanged} />
      ) : failure ? (
        <div className="alert" role="alert">
          <p>{failure.message}</p>
        </div>
      ) : null}
      {reset ? (
        <div>
          <p>{m.admin_staff_reset_done({ name: member.name })}</p>
          <AuthenticatorKey qrSvg={reset.qrSvg} secret={reset.secret} />
          <RecoveryCodes codes={reset.recoveryCodes} />
        </div>
      ) : null}
    </Actions>
  )
}

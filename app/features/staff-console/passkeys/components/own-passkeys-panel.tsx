import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import type { Passkey } from '~/api/contract/passkey-endpoints'
import { nameLimits } from '~/api/contract/sign-in-endpoints'
import { createPasskey, passkeysSupported } from '~/components/browser/passkey-ceremony'
import { FormField } from '~/components/form/form-field'
import { RenameDialog } from '~/components/form/rename-dialog'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { ConfirmDialog } from '../../kit/confirm-dialog'
import { Panel, PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { ownPasskeysQuery } from '../own-passkeys-queries'

const NAME_ID = 'own-passkey-name'

/**
 * /admin/account: the staff member's passkeys (decision 88), each a second factor they may give instead of the code;
 * a new one under a name they give, a new name in a dialog, a removal confirmed first. Each wants a recent proof, which
 * the console asks for over the page; each is in the audit log.
 */
export function OwnPasskeysPanel() {
  const locale = getLocale()
  const passkeys = useQuery(ownPasskeysQuery())
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const adding = useConsoleAction()
  const removing = useConsoleAction()
  const renaming = useConsoleAction()
  const [toRename, setToRename] = useState<Passkey>()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [toRemove, setToRemove] = useState<Passkey>()
  const [supported, setSupported] = useState(true)
  useEffect(() => setSupported(passkeysSupported()), [])
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownPasskeysQuery().queryKey })

  function add(event: FormEvent) {
    event.preventDefault()
    const typed = name.trim()
    setNameError(typed ? undefined : m.admin_passkeys_name_required())
    if (!typed) return document.getElementById(NAME_ID)?.focus()
    void adding.run(
      async () => {
        const options = await changeStaff('myPasskeyOptions', { body: {} })
        if (!options.ok) return options
        const messages = { cancelled: m.admin_passkeys_cancelled(), taken: m.api_error_passkey_taken() }
        const answer = await createPasskey(options.data.options, messages)
        if (!answer.ok) return answer
        return changeStaff('registerMyPasskey', { body: { name: typed, response: answer.data } })
      },
      async () => {
        setName('')
        notify('success', m.admin_passkeys_added())
        await refresh()
      },
    )
  }

  function rename(passkey: Passkey, newName: string) {
    void renaming.run(
      () => changeStaff('renameMyPasskey', { params: { id: passkey.id }, body: { name: newName } }),
      async () => {
        setToRename(undefined)
        notify('success', m.admin_passkeys_renamed())
        await refresh()
        document.getElementById('own-passkeys-heading')?.focus()
      },
    )
  }

  function remove(passkey: Passkey) {
    void removing.run(
      () => changeStaff('removeMyPasskey', { params: { id: passkey.id } }),
      async () => {
        setToRemove(undefined)
        notify('success', m.admin_passkeys_removed())
        await refresh()
        document.getElementById('own-passkeys-heading')?.focus()
      },
    )
  }

  const items = passkeys.data?.items ?? []
  return (
    <Panel aria-labelledby="own-passkeys-heading">
      <h2 id="own-passkeys-heading" tabIndex={-1}>
        {m.admin_passkeys_title()}
      </h2>
      <p className="hint">{m.admin_passkeys_intro()}</p>
      {passkeys.isError ? <p role="alert">{m.admin_passkeys_load_failed()}</p> : null}
      {passkeys.isSuccess && items.length === 0 ? <p>{m.admin_passkeys_none()}</p> : null}
      {items.length > 0 ? (
        <ul className="passkeys" aria-label={m.admin_passkeys_title()}>
          {items.map((passkey) => (
            <li key={passkey.id} data-testid="own-passkey">
              <span>
                <strong>{passkey.name}</strong>{' '}
                <span className="hint">
                  {m.admin_passkeys_added_on({ date: formatTimestamp(passkey.createdAt, locale) })} ·{' '}
                  {passkey.lastUsedAt
                    ? m.admin_passkeys_last_used({ date: formatTimestamp(passkey.lastUsedAt, locale) })
                    : m.admin_passkeys_never_used()}
                </span>
              </span>
              <span className="actions">
                <Button
                  type="button"
                  data-variant="secondary"
                  aria-label={m.admin_passkeys_rename_named({ name: passkey.name })}
                  onClick={() => setToRename(passkey)}
                >
                  {m.admin_passkeys_rename()}
                </Button>
                <Button
                  type="button"
                  data-variant="secondary"
                  aria-label={m.admin_passkeys_remove_named({ name: passkey.name })}
                  onClick={() => setToRemove(passkey)}
                >
                  {m.admin_passkeys_remove()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <PanelForm onSubmit={add} noValidate aria-busy={adding.pending}>
          <ActionAlert refusal={adding.refusal} alertRef={adding.alertRef} />
          <FormField
            id={NAME_ID}
            label={m.admin_passkeys_name_label()}
            value={name}
            error={nameError}
            onChange={setName}
            onBlur={() => undefined}
            type="text"
            autoComplete="off"
            maxLength={nameLimits.maxLength}
          />
          <div className="actions">
            <Button type="submit" disabled={adding.pending}>
              {m.admin_passkeys_add()}
            </Button>
          </div>
        </PanelForm>
      ) : (
        <p className="hint">{m.admin_passkeys_unsupported()}</p>
      )}
      <RenameDialog
        name={toRename?.name}
        texts={{
          title: m.admin_passkeys_rename_title(),
          label: m.admin_passkeys_name_label(),
          required: m.admin_passkeys_name_required(),
          save: m.admin_passkeys_rename_save(),
          cancel: m.admin_cancel(),
        }}
        maxLength={nameLimits.maxLength}
        pending={renaming.pending}
        alert={<ActionAlert refusal={renaming.refusal} alertRef={renaming.alertRef} />}
        onSave={(newName) => toRename && rename(toRename, newName)}
        onClose={() => setToRename(undefined)}
      />
      <ConfirmDialog
        open={toRemove !== undefined}
        title={m.admin_passkeys_remove_title()}
        confirmLabel={m.admin_passkeys_remove()}
        onConfirm={() => toRemove && remove(toRemove)}
        onClose={() => setToRemove(undefined)}
        action={removing}
      >
        {m.admin_passkeys_confirm_remove({ name: toRemove?.name ?? '' })}
      </ConfirmDialog>
    </Panel>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Passkey } from '~/api/contract/passkey-endpoints'
import { nameLimits } from '~/api/contract/sign-in-endpoints'
import { createPasskey, passkeysSupported } from '~/components/browser/passkey-ceremony'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { RenameDialog } from '~/components/form/rename-dialog'
import { useActionSubmit } from '~/components/form/use-action-submit'
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
import { SecurityCards } from './security-cards.styles'
import { formatSessionTime } from './session-time'

function PasskeyItem({
  passkey,
  locale,
  pending,
  onRename,
  onRemove,
}: {
  passkey: Passkey
  locale: Locale
  pending: boolean
  onRename: (passkey: Passkey) => void
  onRemove: (passkey: Passkey) => void
}) {
  return (
    <li data-testid="passkey">
      <div>
        <h3>{passkey.name}</h3>
        <div className="facts">
          <p>{m.mypage_passkeys_created({ date: formatSessionTime(passkey.createdAt, locale) })}</p>
          <p>
            {passkey.lastUsedAt
              ? m.mypage_passkeys_last_used({ date: formatSessionTime(passkey.lastUsedAt, locale) })
              : m.mypage_passkeys_never_used()}
          </p>
        </div>
      </div>
      <div className="actions">
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={pending || undefined}
          aria-label={m.mypage_passkeys_rename_named({ name: passkey.name })}
          onClick={() => pending || onRename(passkey)}
        >
          {m.mypage_passkeys_rename()}
        </Button>
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={pending || undefined}
          aria-label={m.mypage_passkeys_remove_named({ name: passkey.name })}
          onClick={() => pending || onRemove(passkey)}
        >
          {m.mypage_passkeys_remove()}
        </Button>
      </div>
    </li>
  )
}

/**
 * The member's passkeys on /mypage/security (decision 88): each with when it was added and last used, a new name (in a
 * dialog) and a removal (confirmed); a new one under a name the member gives. Adding, renaming and removing want a
 * recent sign-in (the password over the page otherwise). A browser without WebAuthn is told it cannot add one here.
 */
export function PasskeysSection() {
  const locale = getLocale()
  const query = useQuery(passkeysQuery(locale))
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const reauthentication = useReauthentication()
  const adding = useActionSubmit()
  const removing = useActionSubmit()
  const renaming = useActionSubmit()
  const [toRename, setToRename] = useState<Passkey>()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [supported, setSupported] = useState(true)
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => setSupported(passkeysSupported()), [])

  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery(locale).queryKey })

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = name.trim() ? undefined : m.mypage_passkeys_name_required()
    setNameError(problem)
    if (problem) return document.getElementById('passkey-name')?.focus()
    void adding.run(
      async () => {
        const options = await reauthentication.guard(() => changeMember('registrationOptions', {}))
        if (!options.ok) return options
        const messages = { cancelled: m.mypage_passkeys_cancelled(), taken: m.api_error_passkey_taken() }
        const answer = await createPasskey(options.data.options, messages)
        if (!answer.ok) return answer
        return reauthentication.guard(() =>
          changeMember('registerPasskey', { body: { name: name.trim(), response: answer.data } }),
        )
      },
      async () => {
        setName('')
        notify('success', m.mypage_passkeys_added())
        await refresh()
        listRef.current?.focus()
      },
    )
  }

  async function remove(passkey: Passkey) {
    const confirmed = await useDialogStore.getState().askConfirm({
      title: m.mypage_passkeys_remove_title(),
      message: m.mypage_passkeys_confirm_remove({ name: passkey.name }),
      confirmLabel: m.mypage_passkeys_remove(),
    })
    if (!confirmed) return
    await removing.run(
      () => reauthentication.guard(() => changeMember('removePasskey', { params: { id: passkey.id } })),
      async () => {
        notify('success', m.mypage_passkeys_removed())
        await refresh()
        listRef.current?.focus()
      },
    )
  }

  function rename(passkey: Passkey, newName: string) {
    void renaming.run(
      () => reauthentication.guard(() => changeMember('renamePasskey', { params: { id: passkey.id }, body: { name: newName } })),
      async () => {
        setToRename(undefined)
        notify('success', m.mypage_passkeys_renamed())
        await refresh()
        listRef.current?.focus()
      },
    )
  }

  function closeRename() {
    setToRename(undefined)
    renaming.setFailure(undefined)
  }

  return (
    <section aria-labelledby="passkeys-heading" aria-busy={query.isFetching || undefined}>
      <h2 id="passkeys-heading">{m.mypage_passkeys_title()}</h2>
      <p>{m.mypage_passkeys_intro()}</p>
      <QueryState query={query} failed={m.mypage_passkeys_load_failed()}>
        {({ items }) => (
          <>
            <FailureAlert message={removing.failure} alertRef={removing.alertRef} />
            {items.length === 0 ? <p>{m.mypage_passkeys_none()}</p> : null}
            <SecurityCards ref={listRef} tabIndex={-1} aria-label={m.mypage_passkeys_title()} hidden={items.length === 0}>
              {items.map((passkey) => (
                <PasskeyItem
                  key={passkey.id}
                  passkey={passkey}
                  locale={locale}
                  pending={removing.pending || renaming.pending}
                  onRename={setToRename}
                  onRemove={remove}
                />
              ))}
            </SecurityCards>
          </>
        )}
      </QueryState>
      {supported ? (
        <Form noValidate onSubmit={add} aria-busy={adding.pending || undefined}>
          <FailureAlert message={adding.failure} alertRef={adding.alertRef} />
          <FormField
            id="passkey-name"
            label={m.mypage_passkeys_name_label()}
            hint={m.mypage_passkeys_name_hint()}
            type="text"
            autoComplete="off"
            maxLength={nameLimits.maxLength}
            value={name}
            error={nameError}
            onChange={(value) => {
              setName(value)
              if (nameError && value.trim()) setNameError(undefined)
            }}
            onBlur={() => undefined}
          />
          <div className="actions">
            <Button type="submit" aria-disabled={adding.pending || undefined}>
              {m.mypage_passkeys_add()}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="status">{m.mypage_passkeys_unsupported()}</p>
      )}
      <RenameDialog
        name={toRename?.name}
        texts={{
          title: m.mypage_passkeys_rename_title(),
          label: m.mypage_passkeys_name_label(),
          required: m.mypage_passkeys_name_required(),
          save: m.mypage_passkeys_rename_save(),
          cancel: m.dialog_cancel(),
        }}
        maxLength={nameLimits.maxLength}
        pending={renaming.pending}
        alert={<FailureAlert message={renaming.failure} alertRef={renaming.alertRef} />}
        onSave={(newName) => toRename && rename(toRename, newName)}
        onClose={closeRename}
      />
      {reauthentication.dialog}
    </section>
  )
}

import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { m } from '~/paraglide/messages'
import { STALE_RECORD } from './stale-record-alert'
import type { useConsoleAction } from './use-console-action'

type ConsoleAction = ReturnType<typeof useConsoleAction>

/** The record's query, read again from the server for their version; undefined for a record not created yet. */
type LatestQuery<Data, Key extends QueryKey> = FetchQueryOptions<Data, Error, Data, Key> | undefined

/**
 * Someone else's newer version of a record, read again when a save is refused as stale (409 STALE_RECORD), for the
 * form to show next to what was typed (ConflictPanel).
 */
export function useTheirVersion<Data, Key extends QueryKey>(latestQuery: LatestQuery<Data, Key>) {
  const queryClient = useQueryClient()
  const [theirs, setTheirs] = useState<NonNullable<Data>>()

  /** The record as it is now, from the server (never the cache); undefined when there is none. */
  async function readLatest(): Promise<NonNullable<Data> | undefined> {
    if (!latestQuery) return undefined
    await queryClient.invalidateQueries({ queryKey: latestQuery.queryKey, refetchType: 'none' })
    return (await queryClient.fetchQuery(latestQuery)) ?? undefined
  }

  async function readTheirs() {
    const latest = await readLatest()
    if (latest) setTheirs(latest)
  }

  /** Runs `call` as `action`; a refusal as stale reads their version. True once it went through. */
  async function send<T>(
    action: ConsoleAction,
    call: () => Promise<ActionOutcome<T>>,
    onDone: (data: T) => Promise<void> | void,
  ): Promise<boolean> {
    let stale = false
    const done = await action.run(
      async () => {
        const outcome = await call()
        stale = !outcome.ok && outcome.code === STALE_RECORD
        return outcome
      },
      async (data) => {
        setTheirs(undefined)
        await onDone(data)
      },
    )
    if (stale) await readTheirs()
    return done
  }

  return { theirs, readLatest, readTheirs, send, dismiss: () => setTheirs(undefined) }
}

interface StaleSaveOptions<Data, Key extends QueryKey, Form> {
  /** The version the form was read at. */
  version: number
  latestQuery: LatestQuery<Data, Key>
  action: ConsoleAction
  /** What is typed now. */
  form: Form
  /** The form of a saved version (theirs). */
  formOf: (saved: NonNullable<Data>) => Form
  /** Puts a whole form in place of what is typed (their version, or what was typed put back). */
  replaceForm: (form: Form) => void
}

/**
 * A record's form saved with the version it was read at. A save over someone else's newer change (409 STALE_RECORD)
 * reads the record again and holds their version for the form to show next to what was typed; the editor then takes
 * theirs (what was typed is set aside on the page, to be put back) or saves theirs over (with their version). The
 * form's status line (`notice`) says what happened.
 */
export function useStaleSave<Data extends { version: number } | null, Key extends QueryKey, Form>(
  options: StaleSaveOptions<Data, Key, Form>,
) {
  const { action, form, formOf, replaceForm } = options
  const their = useTheirVersion(options.latestQuery)
  const [version, setVersion] = useState(options.version)
  const [setAside, setSetAside] = useState<Form>()
  const [notice, setNotice] = useState('')

  /**
   * Sends `call` with `base` (the form's version, or their version to save over it); `onSaved` answers the status
   * line's words. True once saved.
   */
  function save<T extends { version: number }>(
    call: (version: number) => Promise<ActionOutcome<T>>,
    onSaved: (data: T) => Promise<string> | string,
    base = version,
  ): Promise<boolean> {
    return their.send(
      action,
      () => call(base),
      async (data) => {
        setVersion(data.version)
        setNotice(await onSaved(data))
      },
    )
  }

  /** Their version becomes the form and its base; what was typed is kept aside. */
  function takeTheirs() {
    const { theirs } = their
    if (!theirs) return
    setVersion(theirs.version)
    setSetAside(form)
    their.dismiss()
    replaceForm(formOf(theirs))
    action.clear()
    setNotice(m.admin_post_took_theirs())
  }

  /** What was typed before their version was taken, back in the form (saving it saves over theirs). */
  function putBack() {
    if (!setAside) return
    setSetAside(undefined)
    replaceForm(setAside)
    setNotice(m.admin_conflict_put_back_done())
  }

  return {
    action,
    form,
    version,
    theirs: their.theirs,
    /** Their version as the form holds it. */
    theirForm: their.theirs ? formOf(their.theirs) : undefined,
    setAside,
    notice,
    setNotice,
    readTheirs: their.readTheirs,
    save,
    takeTheirs,
    putBack,
  }
}

import { useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { STALE_RECORD } from '../components/stale-record-alert'
import type { useConsoleAction } from './use-console-action'

type ConsoleAction = ReturnType<typeof useConsoleAction>

/**
 * A record's form saved with the version it was read at. A save over someone else's newer change (409 STALE_RECORD)
 * reads the record again and holds their version for the form to show next to what was typed; the editor then takes
 * theirs (what was typed is set aside on the page, to be put back) or saves theirs over (with their version).
 */
export function useStaleSave<Saved extends { version: number }, Form>(
  readVersion: number,
  readLatest: () => Promise<Saved | null | undefined>,
) {
  const [version, setVersion] = useState(readVersion)
  const [theirs, setTheirs] = useState<Saved>()
  const [setAside, setSetAside] = useState<Form>()

  async function readTheirs() {
    const latest = await readLatest()
    if (latest) setTheirs(latest)
  }

  /** Sends `call` with `base` (the form's version, or their version to save over it); true once saved. */
  async function save<T extends { version: number }>(
    action: ConsoleAction,
    call: (version: number) => Promise<ActionOutcome<T>>,
    onSaved: (data: T) => Promise<void> | void,
    base = version,
  ): Promise<boolean> {
    let stale = false
    const saved = await action.run(
      async () => {
        const outcome = await call(base)
        stale = !outcome.ok && outcome.code === STALE_RECORD
        return outcome
      },
      async (data) => {
        setVersion(data.version)
        setTheirs(undefined)
        await onSaved(data)
      },
    )
    if (stale) await readTheirs()
    return saved
  }

  /** Their version becomes the form's base; returns it for the form to show, and keeps `mine` aside. */
  function takeTheirs(mine: Form): Saved | undefined {
    if (!theirs) return undefined
    setVersion(theirs.version)
    setSetAside(mine)
    setTheirs(undefined)
    return theirs
  }

  /** What was typed before their version was taken, back in the form (saving it saves over theirs). */
  function putBack(): Form | undefined {
    setSetAside(undefined)
    return setAside
  }

  return { version, theirs, setAside, readTheirs, save, takeTheirs, putBack }
}

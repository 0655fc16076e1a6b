import { type FormEvent, useState } from 'react'
import type { ConsoleAddress } from './console-addresses'
import { type SearchPatch, searchFromForm, useConsoleSearchUpdate } from './use-console-search'

type FormFields<A> = { [K in keyof SearchPatch<A>]?: string }

/**
 * A list's filters as one form over its address: the fields as typed, applied to the address on submit (back to the
 * first page: a shareable, reloadable view) and cleared at once. `adjust` turns the fields into the query first (a
 * default left out of the address).
 */
export function useFilterForm<A extends ConsoleAddress, Fields extends FormFields<A>>(
  address: A,
  initial: Fields,
  adjust: (fields: Fields) => FormFields<A> = (fields) => fields,
) {
  const updateSearch = useConsoleSearchUpdate(address)
  const [fields, setFields] = useState(initial)
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))
  /** An input's or a select's value and change handler, for one field. */
  const bind = (name: keyof Fields) => ({
    value: fields[name] ?? '',
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  })
  function apply(event: FormEvent) {
    event.preventDefault()
    void updateSearch(searchFromForm(address, adjust(fields)))
  }
  /** Empties the fields and takes them out of the address, with `also` (another filter the list has). */
  function clear(also: SearchPatch<A> = {} as SearchPatch<A>) {
    const emptied = Object.fromEntries(Object.keys(fields).map((name) => [name, ''])) as Fields
    setFields(emptied)
    const removed = Object.fromEntries(Object.keys(fields).map((name) => [name, undefined]))
    void updateSearch({ ...removed, ...also } as SearchPatch<A>)
  }
  return { fields, set, bind, apply, clear }
}

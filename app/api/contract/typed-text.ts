import * as v from 'valibot'

/**
 * Marks a text field of several lines in its schema (an inquiry's message, a description, an answer): its text may
 * hold line breaks and tabs. Every other text of the contract is one line (text-characters.ts). Where a field is
 * multi-line is said here and nowhere else: the API's edge (text-faults.ts) and the forms read it from the schema.
 */
export const multiLine = v.metadata<string, { readonly text: 'lines' }>({ text: 'lines' })

/**
 * Marks a password: hashed as it arrives, never kept or shown as text, so the rule of every text does not read it. A
 * password of any characters is taken (ASVS 6.2.5), and one set before the rule signs in as before.
 */
export const secretText = v.metadata<string, { readonly text: 'secret' }>({ text: 'secret' })

/** How a schema (one step of a field's, unwrapped) marks its text, if it does. */
export function textMarkOf(schema: { pipe?: readonly unknown[] }): 'lines' | 'secret' | undefined {
  const steps = schema.pipe ?? []
  if (steps.includes(secretText)) return 'secret'
  return steps.includes(multiLine) ? 'lines' : undefined
}

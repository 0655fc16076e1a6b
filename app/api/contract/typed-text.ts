import * as v from 'valibot'

/**
 * Marks a text field of several lines in its schema (an inquiry's message, a description, an answer): its text may
 * hold line breaks and tabs. Every other text of the contract is one line (text-characters.ts). Where a field is
 * multi-line is said here and nowhere else: the API's edge (text-faults.ts) and the forms read it from the schema.
 */
export const multiLine = v.metadata<string, { readonly textLines: 'multi' }>({ textLines: 'multi' })

/** Whether a schema (one step of a field's, unwrapped) carries the multi-line mark. */
export function isMarkedMultiLine(schema: { pipe?: readonly unknown[] }): boolean {
  return (schema.pipe ?? []).some((step) => step === multiLine)
}

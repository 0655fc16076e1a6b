import { useRef } from 'react'
import type { FieldProblems } from './field-problems'

/**
 * The API's refusals of values the member typed (a password too common): a field's message stays as long as the field
 * holds the refused value, so leaving the field or typing in another keeps it, and the same value is not sent again.
 */
export function useRefusedValues<Field extends string>() {
  const refused = useRef<Partial<Record<Field, { value: string; message: string }>>>({})

  function remember(field: Field, value: string, message: string) {
    refused.current[field] = { value, message }
  }

  /** The form's own problems, and the API's message for each field that still holds the value it refused. */
  function withRefusals<Found extends FieldProblems<Field>>(values: Partial<Record<Field, unknown>>, found: Found): Found {
    const kept = (Object.keys(refused.current) as Field[]).filter(
      (field) => !found[field] && values[field] === refused.current[field]?.value,
    )
    if (kept.length === 0) return found
    return { ...found, ...Object.fromEntries(kept.map((field) => [field, refused.current[field]?.message])) }
  }

  return { remember, withRefusals }
}

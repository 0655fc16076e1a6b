/** The messages under a form's fields, by field; a field without a message is absent or undefined. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>

/**
 * The messages already shown, each checked again against the values' current problems, so that one goes as soon as
 * its value is right while no new one appears mid-word. The same object when nothing changed (no re-render).
 */
export function recheckShown<Field extends string>(
  shown: FieldProblems<Field>,
  found: FieldProblems<Field>,
): FieldProblems<Field> {
  const stale = (Object.keys(shown) as Field[]).filter((field) => shown[field] && shown[field] !== found[field])
  if (stale.length === 0) return shown
  return { ...shown, ...Object.fromEntries(stale.map((field) => [field, found[field]])) }
}

/** The first field with a message, in the form's order (where focus goes on submit). */
export function firstProblem<Field extends string>(problems: FieldProblems<Field>, order: readonly Field[]): Field | undefined {
  return order.find((field) => problems[field])
}

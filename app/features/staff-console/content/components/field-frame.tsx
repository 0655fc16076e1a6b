import type { ReactNode } from 'react'

/** The ids an input is described by: its hint's and its message's, where it has them. */
export const describedByOf = (id: string, hint: boolean, problem: boolean) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/**
 * A form field that is not translated: its label (none where the control carries its own, as a checkbox does), the
 * control, its hint and its message, which the control names in `aria-describedby` (describedByOf).
 */
export function FieldFrame({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string
  label?: string
  hint?: string
  problem?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      {label ? <label htmlFor={id}>{label}</label> : null}
      {children}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  )
}

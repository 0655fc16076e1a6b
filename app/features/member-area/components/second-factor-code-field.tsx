import { FormField } from '~/components/form/form-field'
import { m } from '~/paraglide/messages'

/** The authenticator app's current code: six digits (spaces allowed, as some apps show them). */
export function appCodeProblem(code: string): string | undefined {
  const compact = code.replace(/\s/g, '')
  if (!compact) return m.mypage_security_code_required()
  return /^\d{6}$/.test(compact) ? undefined : m.mypage_security_code_format()
}

/** The code field of each step: the app's six digits (a recovery code is taken too where the field says so). */
export function CodeField(props: {
  id: string
  value: string
  error?: string
  hint?: string
  onChange: (value: string) => void
}) {
  return (
    <FormField
      id={props.id}
      label={m.mypage_security_code_label()}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={11}
      hint={props.hint}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
      onBlur={() => undefined}
    />
  )
}

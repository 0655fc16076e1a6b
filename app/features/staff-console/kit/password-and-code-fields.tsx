import type { LabelledFieldProps } from '~/components/form/control-props'
import { FormField } from '~/components/form/form-field'
import { m } from '~/paraglide/messages'

type SecretField = Omit<LabelledFieldProps, 'label'>

/** A staff member's password and their authenticator's code (or a recovery code), as the sign-in and a proof ask them. */
export function PasswordAndCodeFields({ password, code }: { password: SecretField; code: SecretField }) {
  return (
    <>
      <FormField {...password} label={m.admin_login_password()} type="password" autoComplete="current-password" maxLength={200} />
      <FormField
        {...code}
        label={m.admin_login_code()}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        hint={m.admin_login_code_hint()}
      />
    </>
  )
}

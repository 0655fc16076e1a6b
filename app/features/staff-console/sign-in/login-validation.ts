import { m } from '~/paraglide/messages'

export interface LoginFields {
  email: string
  password: string
  code: string
}

/**
 * Only an empty field is refused before sending: whether the email, password or code is right is the API's to say, in
 * one message for all three.
 */
export function loginProblems(
  fields: LoginFields,
  /** The fields asked for: all three, or the email and password when a passkey stands in for the code. */
  names: readonly (keyof LoginFields)[] = ['email', 'password', 'code'],
): Partial<LoginFields> {
  const problems: Partial<LoginFields> = {}
  for (const name of names) {
    if (!fields[name].trim()) problems[name] = m.admin_login_required()
  }
  return problems
}

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
export function loginProblems(fields: LoginFields): Partial<LoginFields> {
  const problems: Partial<LoginFields> = {}
  for (const name of ['email', 'password', 'code'] as const) {
    if (!fields[name].trim()) problems[name] = m.admin_login_required()
  }
  return problems
}

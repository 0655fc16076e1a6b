import { nameLimits, passwordLimits } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'

/** Each returns the message to show under the field, or undefined when the value is fine. */

// The shape the server's email check accepts, without its schema library in the browser.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailProblem(value: string): string | undefined {
  const email = value.trim()
  if (!email) return m.auth_error_email_required()
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return m.auth_error_email_invalid()
  return undefined
}

/** At sign-in any password is sent (an old one may predate today's rules); only an empty one is refused. */
export function signInPasswordProblem(value: string): string | undefined {
  if (!value) return m.auth_error_password_required()
  if (value.length > passwordLimits.maxLength) return newPasswordProblem(value)
  return undefined
}

export function newPasswordProblem(value: string): string | undefined {
  if (!value) return m.auth_error_password_required()
  if (value.length < passwordLimits.minLength || value.length > passwordLimits.maxLength) {
    return m.auth_error_password_length({ min: passwordLimits.minLength, max: passwordLimits.maxLength })
  }
  return undefined
}

export function passwordConfirmProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return m.auth_error_password_required()
  return password === confirmation ? undefined : m.auth_error_password_mismatch()
}

export function nameProblem(value: string): string | undefined {
  const name = value.trim()
  if (!name) return m.auth_error_name_required()
  if (name.length > nameLimits.maxLength) return m.auth_error_name_length({ max: nameLimits.maxLength })
  return undefined
}

export function termsProblem(agreed: boolean): string | undefined {
  return agreed ? undefined : m.auth_error_terms_required()
}

export function privacyProblem(agreed: boolean): string | undefined {
  return agreed ? undefined : m.auth_error_privacy_required()
}

import { ApiRequestError } from './api-errors'
import { ApiFieldRefusal } from './api-field-refusal'

/**
 * What a server function that changes something answers the page: its data, or a refusal fit to show beside the
 * form (nothing is thrown, so the page keeps what was typed). Only an API refusal becomes an outcome.
 */
export type ActionOutcome<T> = { ok: true; data: T } | ActionRefusal

export interface ActionRefusal {
  ok: false
  status: number
  code: string
  message: string
  /** The message of each request field the refusal is about, for the form to show under that field. */
  fields?: Record<string, string>
}

/** An API refusal as the page shows it; anything that is not an API answer is a bug and goes on up. */
export function actionRefusal(error: unknown): ActionRefusal {
  if (error instanceof ApiRequestError) {
    const { status, code, message } = error
    return { ok: false, status, code, message, ...(error instanceof ApiFieldRefusal ? { fields: error.fields } : {}) }
  }
  throw error
}

/** Runs a call, turning an API refusal into an outcome. */
export async function actionOutcome<T>(call: () => Promise<T>): Promise<ActionOutcome<T>> {
  try {
    return { ok: true, data: await call() }
  } catch (error) {
    return actionRefusal(error)
  }
}

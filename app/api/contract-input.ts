import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { ApiRequestError } from './api-errors'

/**
 * A server function's validator from a contract schema. Input the schema refuses is the API's own refusal: 400,
 * `BAD_REQUEST`, in the request's language. Given the schema itself, the framework throws an Error whose message is
 * the validator's issues (the input, the schema's patterns), logs it with the input and carries it into the error
 * page and the call's answer with status 500 (docs/decisions/0026).
 */
export function contractInput<Schema extends v.GenericSchema>(schema: Schema) {
  return (input: v.InferInput<Schema>): v.InferOutput<Schema> => {
    const result = v.safeParse(schema, input)
    if (!result.success) throw new ApiRequestError(400, 'BAD_REQUEST', m.api_error_bad_request())
    return result.output
  }
}

import * as v from 'valibot'
import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { textFaults } from '~/api/contract/text-faults'
import { ApiError } from './api-error'

/**
 * One part of a request (its path parameters, its query or its JSON body) checked against its schema in the contract:
 * first every text in it by the rule of every text (docs/decisions/0105: a character nothing can keep, a line break in
 * a field of one line), then the schema. A refusal is a 400 naming the field at fault (its dot path, `title.ko-KR`), in
 * the request's language; what the caller sent is never in it.
 */
export function parseRequestPart(schema: v.GenericSchema | undefined, input: unknown): unknown {
  if (!schema) return undefined
  const [fault] = textFaults(schema, input, 1)
  if (fault) {
    const message = textFaultMessages[fault.fault]
    throw new ApiError('BAD_REQUEST', (locale) => message({}, { locale }), {}, fault.path || undefined)
  }
  const result = v.safeParse(schema, input)
  if (!result.success) throw new ApiError('BAD_REQUEST', undefined, {}, v.getDotPath(result.issues[0]) || undefined)
  return result.output
}

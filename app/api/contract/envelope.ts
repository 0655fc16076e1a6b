import * as v from 'valibot'

/** Every success body: `{ "data": ... }`. */
export const dataBody = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema })

/** A page of a list; `page` counts from 1. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })

export type PageOf<T> = { items: T[]; page: number; size: number; total: number }

/**
 * Every error body; the message is in the request's language. `fields` names the body fields a refusal is about
 * (e.g. a new password too common), each with its code and message, for the form to show under that field.
 */
export const errorBody = v.object({
  error: v.object({
    status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.object({ code: v.string(), message: v.string() }))),
  }),
})

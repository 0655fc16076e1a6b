import * as v from 'valibot'
import { dayParam } from '~/api/contract/query-params'
import { queryText } from '~/api/contract/query-text'
import { typedText } from '~/components/page/search-params'

/*
 * The fields of a console address's query, each one a schema that leaves out (undefined) what it does not understand,
 * so that a hand-edited address shows a page rather than an error. The router hands over `page=2` and `subject=308` as
 * numbers, `page=02` and any other text as text.
 */

/** A field that is undefined, never a failure, when its value is not what `schema` takes. */
export const lenient = <Value>(schema: v.GenericSchema<unknown, Value>) => v.fallback(v.optional(schema), undefined)

/** A whole number from 1 to `max` (a page), given as a number or as digits. */
export const pageField = (max = 100_000) =>
  lenient(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
      v.maxValue(max),
    ),
  )

/** Text, trimmed, of 1 to `max` characters without control characters (the API's own rule for a query's text). */
export const textField = (max: number) =>
  lenient(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        // A typed `subject=308`, which the router reads as JSON, is the text it was typed as.
        const typed = typedText(dataset.value)
        const text = typed === undefined ? undefined : queryText(typed, max)
        if (text) return text
        addIssue()
        return NEVER
      }),
    ),
  )

/** A calendar date `YYYY-MM-DD` that exists, by the API's own rule. */
export const dayField = () => lenient(dayParam)

/** One of `values`. */
export const oneOfField = <const Value extends string | number>(values: readonly Value[]) => lenient(v.picklist(values))

/** A uuid (a staff member, a member), in lower case. */
export const uuidField = () => lenient(v.pipe(v.string(), v.uuid(), v.toLowerCase()))

/** A sort of a table: `name` (ascending) or `-name` (descending), for one of the `sortable` columns. */
export const sortField = (sortable: readonly string[]) =>
  lenient(
    v.pipe(
      v.string(),
      v.check((value) => sortable.includes(value.startsWith('-') ? value.slice(1) : value)),
    ),
  )

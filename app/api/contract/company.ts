import * as v from 'valibot'
import { boolParam, pagingQuery } from './query-params'
import { publicImage } from './rich-text'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const historyQuery = v.object(pagingQuery)
export const historyEntry = v.object({
  id,
  year: v.pipe(v.number(), v.integer()),
  month: v.pipe(v.number(), v.integer()),
  title: v.string(),
})

export const clientsQuery = v.object({ isMain: v.optional(boolParam) })
/** A client; `logo`: its logo from the media library (alt text in the reader's language), or null. */
export const client = v.object({ id, name: v.string(), sector: v.string(), isMain: v.boolean(), logo: v.nullable(publicImage) })

/** The company's people (GET /members, the company's backend's address). */
export const person = v.object({ id, name: v.string(), role: v.string(), bio: v.string() })

/** The employment types an opening may have, in the console's order. */
export const employmentTypes = ['FULL_TIME', 'CONTRACT', 'INTERN'] as const

/** An opening (GET /recruits/list, the company's backend's address). */
export const opening = v.object({
  id,
  title: v.string(),
  department: v.string(),
  employmentType: v.picklist(employmentTypes),
  location: v.string(),
  description: v.string(),
  closesAt: v.pipe(v.string(), v.isoDate()),
  active: v.boolean(),
})

/** A testimonial (GET /quotes/list, the company's backend's address). */
export const testimonial = v.object({ id, author: v.string(), affiliation: v.string(), quote: v.string() })

/** The marketing figures (such as 7.5 trillion cells per gram), kept as content. */
export const figure = v.object({ key: v.string(), value: v.string(), unit: v.string(), label: v.string() })

import type * as v from 'valibot'
import type { ContentItemSummary, publicationState, revisionSummary } from '~/api/contract/content-editing'

type PublicationState = v.InferOutput<v.ObjectSchema<typeof publicationState, undefined>>

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** An item's fields as the API answers them (each kind's own; its editor kind reads them). */
export type ItemFields = { [key: string]: Json }

/** An item as the editor works on it (`detail`): its state, the draft's fields and what visitors see. */
export type ContentDetail = { id: number } & PublicationState & { fields: ItemFields; published: ItemFields | null }

/** One published version with its fields. */
export type ContentRevision = v.InferOutput<typeof revisionSummary> & { fields: ItemFields }

/** An item of an ordered kind's list, with its group (a FAQ question's category) where items are ordered in groups. */
export type OrderItem = ContentItemSummary & { group?: number }

import type * as v from 'valibot'
import type { publicationState, revisionSummary } from '~/api/contract/content-editing'
import type { PostFields } from '~/api/contract/post-editing-endpoints'
import type { AnyPostFields } from './post-form'

type PublicationState = v.InferOutput<v.ObjectSchema<typeof publicationState, undefined>>

/** An item as the editor works on it (`detail`): its state, the draft's fields and what visitors see. */
export type PostDetail = { id: number } & PublicationState & { fields: AnyPostFields; published: AnyPostFields | null }

/** One published version with its fields. */
export type PostRevision = v.InferOutput<typeof revisionSummary> & { fields: AnyPostFields }

/** The fields a write sends, as the news calls type them (every type's calls take their own; the API checks them). */
export type PostWrite = PostFields<'news'>

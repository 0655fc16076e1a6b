import { KiB } from '../content-editing'

/** Lines of a product's specifications. */
export const contentKindMaxSpecs = 30

/** The longest text of each field of the declared kinds, in characters per language. */
export const contentKindTextLimits = {
  name: 200,
  summary: 1_000,
  description: 10_000,
  specLabel: 100,
  specValue: 300,
  title: 300,
  bio: 5_000,
  quote: 2_000,
  figureValue: 30,
  figureUnit: 50,
  question: 500,
  answer: 10_000,
  abstract: 5_000,
  outlet: 100,
  /** A patent's application or registration number, a thesis's volume or pages. */
  reference: 50,
  office: 20,
  author: 100,
  journal: 200,
  doi: 200,
  link: 2_000,
} as const

/** Five languages of an opening's description: the largest fields of the declared kinds but products'. */
export const KIND_FIELDS_BYTES = 1024 * KiB

/** Five languages' long texts of a post (a news item's body): the largest a post may be sent as. */
export const POST_FIELDS_BYTES = 2048 * KiB

/** A thesis's authors. */
export const thesisMaxAuthors = 100

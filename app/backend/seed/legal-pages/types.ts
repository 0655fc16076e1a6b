import type { Text5 } from '~/i18n/text5'

/** One section of a long-form page: a heading and its paragraphs or list items, in all five languages. */
export interface DocumentSection {
  heading: Text5
  /** Paragraphs, in order. */
  paragraphs?: Text5[]
  /** A bulleted list after the paragraphs. */
  items?: Text5[]
}

export interface LocalizedDocument {
  /** The lead under the page heading. */
  lead: Text5
  sections: DocumentSection[]
  /** ISO date the text takes effect (terms, privacy). */
  effectiveDate?: string
}

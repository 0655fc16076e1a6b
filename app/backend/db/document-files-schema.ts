import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { documentTypes } from '~/api/contract/documents'
import type { Locale } from '~/i18n/locales'
import { at } from './columns'
import { staffRef } from './staff-schema'

/** The columns of a PDF staff upload for one language, whose bytes the file storage keeps under their SHA-256. */
export const languageUpload = () => ({
  locale: text('locale').$type<Locale>().notNull(),
  sha256: text('sha256').notNull(),
  originalName: text('original_name').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: staffRef('updated_by'),
})

/**
 * A language's own PDF of a document type (issue 24), uploaded by staff. A type without a Korean one serves the file
 * the site ships with (`documents.file_name`); a language without its own serves the Korean one. The bytes are in the
 * file storage under their SHA-256 (`documents/{sha256}.pdf`), which two rows may share.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    ...languageUpload(),
  },
  (table) => [primaryKey({ columns: [table.documentType, table.locale] })],
)

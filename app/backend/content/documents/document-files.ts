import { asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CurrentDocumentFile, DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import type { DocumentType } from '~/api/contract/documents'
import { missingLocales } from '~/api/contract/localized-text'
import type { Database } from '~/backend/db/database.server'
import { documentFiles } from '~/backend/db/document-files-schema'
import { preparedReadsByShape, type Reader } from '~/backend/db/prepared-read'
import { documents } from '~/backend/db/schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import { ApiError } from '~/backend/http/api-error'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { documentDownloadName } from './document-download-name'

/** Where the shipped document files are served from (public/documents, written at build time). */
const SHIPPED_DOCUMENTS_PATH = '/documents'
/** Where the uploaded ones are served (the backend's mount), cached a year. */
const DOCUMENT_FILES_PATH = '/api/v1/documents/files'

/** Where an uploaded PDF is kept in the storage (the folder or the S3 bucket of the attachments). */
export const documentStorageKey = (sha256: string) => `documents/${sha256}.pdf`

type DocumentRow = typeof documents.$inferSelect
type DocumentFileRow = typeof documentFiles.$inferSelect & { updatedByName?: string | null }

const fileUrl = (sha256: string, fileName: string) => `${DOCUMENT_FILES_PATH}/${sha256}/${encodeURIComponent(fileName)}`

/** What a reader of `locale` downloads: their language's file, else the Korean one, else the shipped one. */
export function currentFileFor(document: DocumentRow, files: DocumentFileRow[], locale: Locale): CurrentDocumentFile {
  const file = files.find((item) => item.locale === locale) ?? files.find((item) => item.locale === baseLocale)
  if (!file) {
    return {
      fileName: document.fileName,
      url: `${SHIPPED_DOCUMENTS_PATH}/${encodeURIComponent(document.fileName)}`,
      bytes: null,
      updatedAt: document.updatedAt.toISOString(),
      shipped: true,
      locale: null,
    }
  }
  const fileName = documentDownloadName(document.name, locale, document.documentType)
  return {
    fileName,
    url: fileUrl(file.sha256, fileName),
    bytes: file.bytes,
    updatedAt: file.updatedAt.toISOString(),
    shipped: false,
    locale: file.locale,
  }
}

interface DocumentWithFiles {
  document: DocumentRow
  /** The staff member who renamed it last (null: the shipped names, the machine credential or a deleted account). */
  renamedByName: string | null
  files: DocumentFileRow[]
}

const fileUpdaters = alias(staffAccounts, 'file_updaters')

const documentsReads = preparedReadsByShape('documents_with_files', (db, name, shape: 'all' | 'one') =>
  db
    .select({ document: documents, renamedByName: staffAccounts.name, file: documentFiles, updatedByName: fileUpdaters.name })
    .from(documents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, documents.renamedBy))
    .leftJoin(documentFiles, eq(documentFiles.documentType, documents.documentType))
    .leftJoin(fileUpdaters, eq(fileUpdaters.id, documentFiles.updatedBy))
    .where(shape === 'one' ? eq(documents.documentType, sql.placeholder('type')) : undefined)
    .orderBy(asc(documents.id))
    .prepare(name),
)

/** The documents (of one type when named), in their order, each with its languages' files: one statement. */
export async function documentsWithFiles(db: Reader, type?: DocumentType): Promise<DocumentWithFiles[]> {
  const rows = await documentsReads(db, type ? 'one' : 'all').execute({ type })
  const byType = new Map<DocumentType, DocumentWithFiles>()
  for (const { document, renamedByName, file, updatedByName } of rows) {
    const entry = byType.get(document.documentType) ?? { document, renamedByName, files: [] }
    byType.set(document.documentType, entry)
    if (file) entry.files.push({ ...file, updatedByName })
  }
  return [...byType.values()]
}

type Upload = Pick<DocumentFileRow, 'originalName' | 'bytes' | 'updatedAt' | 'updatedByName'>

/** A language's own upload as the console shows it (a document's file, a material's sheet), served at `url`. */
export function uploadForEditing(upload: Upload, fileName: string, url: string) {
  return {
    fileName,
    originalName: upload.originalName,
    url,
    bytes: upload.bytes,
    updatedAt: upload.updatedAt.toISOString(),
    updatedBy: upload.updatedByName ?? null,
  }
}

/** A document as the console shows it. */
export function forEditing({ document, renamedByName, files }: DocumentWithFiles): DocumentForEditing {
  return {
    type: document.documentType,
    name: { ...document.name },
    missingLocales: missingLocales(document.name),
    version: document.version,
    renamedAt: document.renamedAt?.toISOString() ?? null,
    renamedBy: renamedByName,
    languages: locales.map((locale) => {
      const own = files.find((item) => item.locale === locale)
      const fileName = documentDownloadName(document.name, locale, document.documentType)
      return {
        locale,
        file: own ? uploadForEditing(own, fileName, fileUrl(own.sha256, fileName)) : null,
        current: currentFileFor(document, files, locale),
      }
    }),
  }
}

/** One document as the console shows it; 404 when the type has no record. */
export async function documentForEditing(db: Reader, type: DocumentType): Promise<DocumentForEditing> {
  const [found] = await documentsWithFiles(db, type)
  if (!found) throw new ApiError('NOT_FOUND')
  return forEditing(found)
}

/**
 * Whether an address's name is one a stored PDF is served under: the document's name in one of the languages of a
 * type that has these bytes (so no link can give the company's file a name of its choosing).
 */
export async function isServedName(db: Pick<Database, 'select'>, sha256: string, fileName: string): Promise<boolean> {
  const rows = await db
    .select({ type: documents.documentType, name: documents.name })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.documentType, documentFiles.documentType))
    .where(eq(documentFiles.sha256, sha256))
  return rows.some((row) => locales.some((locale) => documentDownloadName(row.name, locale, row.type) === fileName))
}

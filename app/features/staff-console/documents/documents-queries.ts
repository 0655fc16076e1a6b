import { queryOptions } from '@tanstack/react-query'
import type { DocumentType } from '~/api/contract/documents'
import { consoleQueryKey } from '../console-queries'

const functions = () => import('./documents.functions')

export const documentsEditingQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'documents'],
    queryFn: async () => (await functions()).listDocuments(),
    staleTime: 0,
  })

/**
 * A document's names as last renamed, read from the server: their version after a stale rename (null: never renamed
 * or no such document).
 */
export const documentLastRenameQuery = (type: DocumentType) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'documents', type, 'last-rename'],
    queryFn: async () => {
      const found = (await (await functions()).listDocuments()).find((document) => document.type === type)
      if (!found?.renamedAt) return null
      return { version: found.version, name: found.name, updatedAt: found.renamedAt, updatedBy: found.renamedBy }
    },
    staleTime: 0,
  })

const specSheetFunctions = () => import('./spec-sheets.functions')

export const specSheetsEditingQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'spec-sheets'],
    queryFn: async () => (await specSheetFunctions()).listSpecSheets(),
    staleTime: 0,
  })

import { queryOptions } from '@tanstack/react-query'
import type { DocumentType } from '~/api/contract/documents'
import { consoleQueryKey } from '../console-queries'
import { readStaff, staffQuery } from '../staff-calls'

export const documentsEditingQuery = () => staffQuery([...consoleQueryKey, 'documents'], 'documentList', {}, { staleTime: 0 })

/**
 * A document's names as last renamed, read from the server: their version after a stale rename (null: never renamed
 * or no such document).
 */
export const documentLastRenameQuery = (type: DocumentType) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'documents', type, 'last-rename'],
    queryFn: async () => {
      const found = (await readStaff('documentList', {})).find((document) => document.type === type)
      if (!found?.renamedAt) return null
      return { version: found.version, name: found.name, updatedAt: found.renamedAt, updatedBy: found.renamedBy }
    },
    staleTime: 0,
  })

export const specSheetsEditingQuery = () => staffQuery([...consoleQueryKey, 'spec-sheets'], 'specSheetList', {}, { staleTime: 0 })

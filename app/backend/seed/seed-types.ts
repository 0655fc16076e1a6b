import type { DocumentType } from '~/api/contract/documents'
import type { Database } from '~/backend/db/database.server'
import type { Text5 } from '~/i18n/text5'

export interface SeedDocument {
  type: DocumentType
  fileName: string
  name: Text5
}

/** The transaction the demo is loaded in. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

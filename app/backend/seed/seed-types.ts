import type { DocumentType } from '~/backend/db/schema'
import type { Text5 } from './content/types'

export interface SeedDocument {
  type: DocumentType
  fileName: string
  name: Text5
}

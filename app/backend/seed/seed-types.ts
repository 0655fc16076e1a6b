import type { DocumentType } from '~/backend/db/schema'
import type { Text5 } from '~/i18n/text5'

export interface SeedDocument {
  type: DocumentType
  fileName: string
  name: Text5
}

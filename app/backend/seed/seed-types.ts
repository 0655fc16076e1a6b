import type { DocumentType } from '~/api/contract/documents'
import type { Text5 } from '~/i18n/text5'

export interface SeedDocument {
  type: DocumentType
  fileName: string
  name: Text5
}

import type { InquiryType } from '~/api/contract/inquiry-form'
import { m } from '~/paraglide/messages'

/** The inquiry form's names for its categories (the console's lists and charts say them too). */
export const inquiryTypeLabels: Record<InquiryType, () => string> = {
  OEM_ODM: m.contact_type_OEM_ODM,
  RAW_MATERIAL: m.contact_type_RAW_MATERIAL,
  PARTNERSHIP: m.contact_type_PARTNERSHIP,
  OTHER: m.contact_type_OTHER,
}

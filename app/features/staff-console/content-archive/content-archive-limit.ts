import { CONTENT_ARCHIVE_UPLOAD_MAX_BYTES } from '~/api/contract/content-archive-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'

/** The refusal of an archive larger than the console takes (a larger one goes in from the command line). */
export const contentArchiveTooLarge = () =>
  m.admin_content_archive_too_large({ megabytes: formatNumber(CONTENT_ARCHIVE_UPLOAD_MAX_BYTES / 1024 / 1024) })

import type { ActionOutcome } from '~/api/action-outcome'
import { CONTENT_ARCHIVE_UPLOAD_MAX_BYTES, type ContentArchiveReport } from '~/api/contract/content-archive-endpoints'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { uploadConsoleFile } from '../kit/console-file-upload'
import { contentArchiveTooLarge } from './content-archive-limit'
import { contentArchiveImportHref } from './content-archive-paths'

/** Sends the chosen archive to be checked (`dryRun`: nothing written) or imported, asking for a fresh proof if wanted. */
export function uploadContentArchive(file: File, dryRun: boolean): Promise<ActionOutcome<ContentArchiveReport>> {
  return uploadConsoleFile(file, {
    href: contentArchiveImportHref({ dryRun, name: file.name, lang: getLocale() }),
    maxBytes: CONTENT_ARCHIVE_UPLOAD_MAX_BYTES,
    tooLargeMessage: contentArchiveTooLarge,
    failedMessage: m.admin_content_archive_failed,
  })
}

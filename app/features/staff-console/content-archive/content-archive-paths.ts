import { toQueryString } from '~/api/contract/endpoint'
import { consoleDownloadBase } from '../inquiries/inquiry-download-paths'

/** The console's download of the whole site's content as an archive (routes/api/console.$.ts). */
export const CONTENT_ARCHIVE_DOWNLOAD = 'content-archive.tar.gz'

export function contentArchiveExportHref(lang: string): string {
  return `${consoleDownloadBase}/${CONTENT_ARCHIVE_DOWNLOAD}${toQueryString({ lang })}`
}

/** Where the console posts an archive to check or import (routes/api/console.content-archive.import.ts). */
export function contentArchiveImportHref(options: { dryRun: boolean; name: string; lang: string }): string {
  return `${consoleDownloadBase}/content-archive/import${toQueryString({ ...options, dryRun: String(options.dryRun) })}`
}

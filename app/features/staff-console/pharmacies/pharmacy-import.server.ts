import * as v from 'valibot'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  pharmacyEditingEndpoints,
  pharmacyImportModes,
} from '~/api/contract/pharmacy-editing-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { consoleRefusal, relayConsoleUpload } from '../console-upload.server'
import { staffApi } from '../staff-api.server'

const options = v.object({
  mode: v.picklist(pharmacyImportModes),
  dryRun: v.picklist(['true', 'false']),
  name: v.optional(v.string(), 'pharmacies'),
})

/**
 * POST /api/console/pharmacies/import?mode=&dryRun=&name=: the console's upload of a pharmacy list, relayed to the
 * API's import; its report comes back as `{ data }`, a refusal as `{ error }`.
 */
export function consolePharmacyImport(request: Request): Promise<Response> {
  const parsed = v.safeParse(options, Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Promise.resolve(consoleRefusal(400, 'BAD_REQUEST', m.api_error_bad_request()))
  const { mode, dryRun, name } = parsed.output
  return relayConsoleUpload(request, {
    maxBytes: PHARMACY_IMPORT_MAX_BYTES,
    tooLargeMessage: () =>
      m.admin_pharmacy_import_too_large({ megabytes: formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024) }),
    send: (content) =>
      staffApi(pharmacyEditingEndpoints.importPharmacies, {
        body: { mode, dryRun: dryRun === 'true', file: { name: name.trim().slice(0, 200) || 'pharmacies', content } },
      }),
  })
}

import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import { idSegmentOf } from '../../record-segments'
import type { SectionProps } from '../../section-props'
import { NewPharmacy, PharmacyEditor } from './pharmacy-editor'
import { PharmacyImportPanel } from './pharmacy-import-panel'
import { PharmacyList } from './pharmacy-list'

/** /admin/pharmacies, /admin/pharmacies/new, /admin/pharmacies/import and /admin/pharmacies/<id>. */
export default function PharmaciesPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <PharmacyList search={search} />
  if (rest.length === 1 && rest[0] === 'new') return <NewPharmacy />
  if (rest.length === 1 && rest[0] === 'import') return <PharmacyImportPanel />
  const id = idSegmentOf(rest)
  if (id === undefined) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <PharmacyEditor key={id} id={id} />
}

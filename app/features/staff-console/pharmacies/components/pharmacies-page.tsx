import type { SectionProps } from '../../section-props'
import { NewPharmacy, PharmacyEditor } from './pharmacy-editor'
import { PharmacyImportPanel } from './pharmacy-import-panel'
import { PharmacyList } from './pharmacy-list'
import { PharmacyRestorePoints } from './pharmacy-restore-points'

/** /admin/pharmacies, /admin/pharmacies/new, /admin/pharmacies/import and /admin/pharmacies/<id>. */
export default function PharmaciesPage({ address }: SectionProps<'pharmacies'>) {
  if (address.view === 'list') return <PharmacyList address={address} />
  if (address.view === 'new') return <NewPharmacy />
  if (address.view === 'import') {
    return (
      <>
        <PharmacyImportPanel />
        <PharmacyRestorePoints />
      </>
    )
  }
  return <PharmacyEditor key={address.id} id={address.id} />
}

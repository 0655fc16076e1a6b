import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { BackLink } from '../../kit/back-link'
import { RecordView } from '../../kit/record-view'
import { pharmacyDetailQuery } from '../pharmacy-queries'
import { PharmacyFormPanel } from './pharmacy-form-panel'

/** /admin/pharmacies/<id>: one pharmacy, changed or deleted here; what is saved is what the finder shows. */
export function PharmacyEditor({ id }: { id: number }) {
  const detail = useQuery(pharmacyDetailQuery(id))
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'pharmacies', view: 'list' }} label={m.admin_pharmacy_back()} />}
      notFound={m.admin_pharmacy_not_found()}
    >
      {(pharmacy) => <PharmacyFormPanel detail={pharmacy} />}
    </RecordView>
  )
}

/** /admin/pharmacies/new: a new pharmacy, listed by the finder once saved. */
export function NewPharmacy() {
  return (
    <>
      <BackLink to={{ section: 'pharmacies', view: 'list' }} label={m.admin_pharmacy_back()} />
      <PharmacyFormPanel detail={null} />
    </>
  )
}

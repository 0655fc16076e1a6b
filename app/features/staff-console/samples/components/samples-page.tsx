import type { SectionProps } from '../../section-props'
import { SampleDetail } from './sample-detail'
import { SampleList } from './sample-list'

/** /admin/samples (by status) and /admin/samples/<id> (move along the workflow). */
export default function SamplesPage({ address }: SectionProps<'samples'>) {
  if (address.view === 'list') return <SampleList address={address} />
  return <SampleDetail key={address.id} id={address.id} />
}

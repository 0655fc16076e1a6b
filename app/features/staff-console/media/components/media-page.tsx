import type { SectionProps } from '../../section-props'
import { MediaDetail } from './media-detail'
import { MediaLibrary } from './media-library'

/** /admin/media (upload, find, the images missing alt text) and /admin/media/<id> (alt text in five languages). */
export default function MediaPage({ address }: SectionProps<'media'>) {
  if (address.view === 'list') return <MediaLibrary address={address} />
  return <MediaDetail key={address.id} id={address.id} />
}

import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import { idSegmentOf } from '../../record-segments'
import type { SectionProps } from '../../section-props'
import { MediaDetail } from './media-detail'
import { MediaLibrary } from './media-library'

/** /admin/media (upload, find, the images missing alt text) and /admin/media/<id> (alt text in five languages). */
export default function MediaPage({ rest, search }: SectionProps) {
  if (rest.length === 0) return <MediaLibrary search={search} />
  const id = idSegmentOf(rest)
  if (id === undefined) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return <MediaDetail key={id} id={id} />
}

import type { SectionProps } from '../../section-props'
import { RedirectEditor } from './redirect-editor'
import { RedirectImportPanel } from './redirect-import-panel'
import { RedirectList } from './redirect-list'

/** /admin/redirects, /admin/redirects/import and /admin/redirects/<id>. */
export default function RedirectsPage({ address }: SectionProps<'redirects'>) {
  if (address.view === 'list') return <RedirectList address={address} />
  if (address.view === 'import') return <RedirectImportPanel />
  return <RedirectEditor key={address.id} id={address.id} />
}

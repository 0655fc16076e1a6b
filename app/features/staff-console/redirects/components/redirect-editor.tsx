import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { BackLink } from '../../kit/back-link'
import { RecordView } from '../../kit/record-view'
import { redirectDetailQuery } from '../redirect-queries'
import { RedirectFormPanel } from './redirect-form-panel'

/** /admin/redirects/<id>: one redirect, changed or deleted here; a save is answered by the site at once. */
export function RedirectEditor({ id }: { id: number }) {
  const detail = useQuery(redirectDetailQuery(id))
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'redirects', view: 'list' }} label={m.admin_redirect_back()} />}
      notFound={m.admin_redirect_not_found()}
    >
      {(redirect) => <RedirectFormPanel redirect={redirect} />}
    </RecordView>
  )
}

import { styled } from '@linaria/react'
import { useState } from 'react'
import type { MemberDataExport } from '~/api/contract/member-data-export-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { useReauthentication } from '../reauthentication/use-reauthentication'
import { downloadJson } from './json-download'
import { MemberDataView } from './member-data-view'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
  @media print {
    display: none;
  }
`

/**
 * /mypage/data (issue 40 §5): everything the site holds about the member, asked for with a click (after the password
 * again when the sign-in is not recent), offered as a JSON file and shown below to read or print. Nothing of it is kept
 * in the page beyond this visit.
 */
export function DataExportPage() {
  const locale = getLocale()
  const [data, setData] = useState<MemberDataExport>()
  const { failure, pending, alertRef, run } = useActionSubmit()
  const reauthentication = useReauthentication()
  const notify = useToastStore((state) => state.notify)

  async function download() {
    await run(
      () => reauthentication.guard(() => changeMember('exportData', {})),
      (exported) => {
        setData(exported)
        downloadJson(exported, `cellactis-my-data-${exported.exportedAt.slice(0, 10)}.json`)
        notify('success', m.mypage_data_downloaded())
      },
    )
  }

  return (
    <article aria-busy={pending || undefined}>
      <PageHeading />
      <p>{m.mypage_data_intro()}</p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Actions>
        <Button type="button" aria-disabled={pending || undefined} onClick={() => void download()}>
          {m.mypage_data_download()}
        </Button>
        {data ? (
          <Button type="button" data-variant="secondary" onClick={() => window.print()}>
            {m.mypage_data_print()}
          </Button>
        ) : null}
      </Actions>
      {data ? <MemberDataView data={data} locale={locale} /> : null}
      {reauthentication.dialog}
    </article>
  )
}

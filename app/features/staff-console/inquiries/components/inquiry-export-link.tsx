import { useState } from 'react'
import { m } from '~/paraglide/messages'
import { downloadWithFreshProof } from '../../proof/fresh-proof-download'

/**
 * The inquiries' CSV export: a link (it works as one without the script), which the script fetches itself so that the
 * password and a code can be asked for first when the export wants them; a refusal shows beside it.
 */
export function InquiryExportLink({ href }: { href: string }) {
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setFailure(await downloadWithFreshProof(href, 'inquiries.csv'))
    setPending(false)
  }

  return (
    <>
      <a href={href} download onClick={download} aria-busy={pending || undefined} data-testid="inquiry-export">
        {m.admin_inquiry_export()}
      </a>
      {failure ? <span role="alert">{failure}</span> : null}
    </>
  )
}

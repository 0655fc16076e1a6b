import { useState } from 'react'
import { downloadWithFreshProof } from '../proof/fresh-proof-download'

/**
 * A CSV export of a list's filters (the inquiries, the audit log): a link (it works as one without the script), which
 * the script fetches itself so that the password and a code can be asked for first when the export wants them; a
 * refusal shows beside it.
 */
export function FileExportLink({
  href,
  fileName,
  label,
  testId,
}: {
  href: string
  fileName: string
  label: string
  testId: string
}) {
  const [failure, setFailure] = useState<string>()
  const [pending, setPending] = useState(false)

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setFailure(await downloadWithFreshProof(href, fileName))
    setPending(false)
  }

  return (
    <>
      <a href={href} download onClick={download} aria-busy={pending || undefined} data-testid={testId}>
        {label}
      </a>
      {failure ? <span role="alert">{failure}</span> : null}
    </>
  )
}

import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'

/** The ten recovery codes, shown once: to copy or to download as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const notify = useToastStore((state) => state.notify)
  const text = `${m.mypage_security_codes_file_heading()}\n\n${codes.join('\n')}\n`

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      notify('success', m.mypage_security_codes_copied())
    } catch {
      notify('error', m.mypage_security_codes_copy_failed())
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section aria-labelledby="recovery-codes-heading" tabIndex={-1} id="recovery-codes">
      <h2 id="recovery-codes-heading">{m.mypage_security_codes_title()}</h2>
      <p>{m.mypage_security_codes_intro()}</p>
      <ol className="codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="actions">
        <Button type="button" data-variant="secondary" onClick={() => void copy()}>
          {m.mypage_security_codes_copy()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={download}>
          {m.mypage_security_codes_download()}
        </Button>
        <Button type="button" onClick={onDone}>
          {m.mypage_security_codes_saved()}
        </Button>
      </div>
    </section>
  )
}

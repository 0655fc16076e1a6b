import { useState } from 'react'
import type { AdminSampleDetail } from '~/api/contract/member-area-admin-endpoints'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { formatPhoneNumber } from '~/i18n/phone-number-format'
import { m } from '~/paraglide/messages'
import { Fields } from '../../kit/console.styles'
import { type RevealedRecipient, SampleRevealDialog } from './sample-reveal-dialog'

/**
 * Where the sample goes: masked until a reveal with a reason; what is revealed lives in this page's state only (never
 * in the query cache, so it goes when the page does).
 */
export function SampleRecipient({ sample }: { sample: AdminSampleDetail }) {
  const [revealed, setRevealed] = useState<RevealedRecipient>()
  const [dialogOpen, setDialogOpen] = useState(false)
  const focusHeading = useFocusAfterRender('sample-recipient-heading')
  const shown = revealed ?? sample
  return (
    <section aria-labelledby="sample-recipient-heading">
      <h3 id="sample-recipient-heading" tabIndex={-1}>
        {m.admin_sample_recipient_heading()}
      </h3>
      <p role="status" className="hint" data-testid="sample-masking">
        {revealed ? m.admin_member_revealed_note() : m.admin_member_masked_note()}
      </p>
      <Fields>
        <dt>{m.sample_recipient_label()}</dt>
        <dd data-testid="sample-recipient">{shown.recipient}</dd>
        <dt>{m.sample_mobile_label()}</dt>
        <dd>{revealed ? formatPhoneNumber(revealed.mobile) : sample.mobile}</dd>
        <dt>{m.admin_sample_address()}</dt>
        <dd data-testid="sample-address">
          ({shown.zipcode}) {shown.address1} {shown.address2}
        </dd>
      </Fields>
      {revealed ? null : (
        <div className="actions">
          <Button type="button" data-variant="secondary" onClick={() => setDialogOpen(true)}>
            {m.admin_sample_reveal()}
          </Button>
        </div>
      )}
      <SampleRevealDialog
        sample={sample}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onRevealed={(recipient) => {
          setRevealed(recipient)
          setDialogOpen(false)
          // The dialog gives focus back to its button, which is gone: the section's heading takes it.
          focusHeading()
        }}
      />
    </section>
  )
}

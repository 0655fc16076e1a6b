import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type * as v from 'valibot'
import type { adminMemberDetail, revealedMember } from '~/api/contract/admin-member-endpoints'
import { Button } from '~/components/ui/button'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { formatNumber } from '~/i18n/format'
import { formatPhoneNumber } from '~/i18n/phone-number-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ViewAddress } from '../../address/console-addresses'
import { BackLink } from '../../kit/back-link'
import { Fields, Panel, RecordColumns } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { RecordView } from '../../kit/record-view'
import { memberNameLabel, memberStatusLabels, signInMethodsLabel, signUpMethodLabel } from '../member-labels'
import { memberDetailQuery } from '../member-queries'
import { MemberPoints } from './member-points'
import { MemberSessions } from './member-sessions'
import { RevealDialog } from './reveal-dialog'
import { SecondFactorReset } from './second-factor-reset'

const formatMobileOr = (mobile: string | null | undefined, none: string) => (mobile ? formatPhoneNumber(mobile) : none)

type Member = v.InferOutput<typeof adminMemberDetail>
type Revealed = v.InferOutput<typeof revealedMember>

/** /admin/members/<id>: the member masked, revealed on request with a reason; points and sessions. */
export function MemberDetail({ address }: { address: ViewAddress<'members', 'detail'> }) {
  const detail = useQuery(memberDetailQuery(address.id))
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'members', view: 'list' }} label={m.admin_member_back()} />}
      notFound={m.admin_member_not_found()}
    >
      {(member) => (
        <RecordColumns>
          <div>
            <MemberFields member={member} />
            <MemberSessions memberId={member.id} />
          </div>
          <MemberPoints member={member} address={address} />
        </RecordColumns>
      )}
    </RecordView>
  )
}

/**
 * The member's data, masked until a reveal: the reason goes to the audit log, and the data shown lives in this page's
 * state only (never in the query cache, so it goes when the page does).
 */
function MemberFields({ member }: { member: Member }) {
  const locale = getLocale()
  const [revealed, setRevealed] = useState<Revealed>()
  const [dialogOpen, setDialogOpen] = useState(false)
  // Said once the second factor is off, when its button has gone with it.
  const [secondFactorReset, setSecondFactorReset] = useState(false)
  const focusHeading = useFocusAfterRender('member-heading')
  const none = m.admin_none()
  const address = revealed?.address1 ? `(${revealed.zipcode ?? ''}) ${revealed.address1} ${revealed.address2 ?? ''}` : none
  return (
    <Panel aria-labelledby="member-heading">
      <h2 id="member-heading" tabIndex={-1}>
        {revealed?.name ?? memberNameLabel(member.name)}
      </h2>
      <p role="status" className="hint" data-testid="member-masking">
        {revealed ? m.admin_member_revealed_note() : m.admin_member_masked_note()}
      </p>
      <Fields>
        <dt>{m.admin_member_number()}</dt>
        <dd data-testid="member-number">{member.id}</dd>
        <dt>{m.admin_member_name()}</dt>
        <dd>{revealed?.name ?? memberNameLabel(member.name)}</dd>
        <dt>{m.admin_member_email()}</dt>
        <dd data-testid="member-email">{(revealed ? revealed.email : member.email) ?? none}</dd>
        <dt>{m.admin_member_mobile()}</dt>
        <dd>{formatMobileOr(revealed ? revealed.mobile : member.mobile, none)}</dd>
        <dt>{m.admin_member_address()}</dt>
        <dd>{revealed ? address : member.hasAddress ? m.admin_member_address_hidden() : none}</dd>
        {revealed ? (
          <>
            <dt>{m.admin_member_birthday()}</dt>
            <dd>{revealed.birthday ?? none}</dd>
          </>
        ) : null}
        <dt>{m.admin_status()}</dt>
        <dd>
          {memberStatusLabels[member.status]()}
          {member.withdrawnAt ? ` (${formatTimestamp(member.withdrawnAt, locale)})` : ''}
        </dd>
        <dt>{m.admin_member_signup()}</dt>
        <dd>{signUpMethodLabel(member.signUpMethod)}</dd>
        {member.signIn ? (
          <>
            <dt>{m.admin_member_sign_in()}</dt>
            <dd data-testid="member-sign-in">{signInMethodsLabel(member.signIn)}</dd>
          </>
        ) : null}
        <dt>{m.admin_member_joined()}</dt>
        <dd>{formatTimestamp(member.createdAt, locale)}</dd>
        <dt>{m.admin_member_marketing()}</dt>
        <dd>{member.marketingAgree ? m.admin_yes() : m.admin_no()}</dd>
        <dt>{m.admin_member_open_work()}</dt>
        <dd>
          {m.admin_member_open_counts({
            questions: formatNumber(member.questionsWaiting),
            samples: formatNumber(member.samplesOpen),
          })}
        </dd>
      </Fields>
      <div className="actions">
        {revealed ? null : (
          <Button type="button" data-variant="secondary" onClick={() => setDialogOpen(true)}>
            {m.admin_member_reveal()}
          </Button>
        )}
        {member.status === 'active' && member.signIn?.secondFactor ? (
          <SecondFactorReset
            memberId={member.id}
            onDone={() => {
              setSecondFactorReset(true)
              // Its button goes with the second factor: the heading takes the focus the dialog would give back to it.
              focusHeading()
            }}
          />
        ) : null}
      </div>
      <p role="status" className="hint" data-testid="second-factor-reset-status">
        {secondFactorReset ? m.admin_member_second_factor_reset_done() : ''}
      </p>
      <RevealDialog
        memberId={member.id}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onRevealed={(data) => {
          setRevealed(data)
          setDialogOpen(false)
          // The dialog gives focus back to its button, which is gone: the heading (now the full name) takes it.
          focusHeading()
        }}
      />
    </Panel>
  )
}

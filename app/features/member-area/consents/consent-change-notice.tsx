import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, layout } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { memberConsentsQuery } from './member-consents-queries'

const Notice = styled.section`
  background: ${colors.primarySoft};
  border-bottom: 1px solid ${colors.border};
  margin: 0 auto;
  max-width: ${layout.maxContentWidth + 48}px;
  padding: 16px 24px;
  /* A page whose content starts under the transparent header (home): the notice starts below the bar. */
  [data-flush='true'] > & {
    margin-top: ${layout.navHeight}px;
  }
  p {
    margin: 0 0 10px;
  }
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  ${hiddenInPrint}
`

/**
 * A terms of use or privacy policy published since the member agreed (issue 40 §5): shown on every page from their next
 * visit, with the text to read, until they agree to it; the agreement is recorded with the version.
 */
export default function ConsentChangeNotice() {
  const locale = getLocale()
  const queryClient = useQueryClient()
  const notify = useToastStore((state) => state.notify)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const { data } = useQuery(memberConsentsQuery(locale))
  const [change] = data?.changed ?? []
  if (!change) return null
  const date = formatDate(change.version, locale)
  const agree = () =>
    run(
      () => changeMember('agreeToText', { body: { document: change.document } }),
      async () => {
        notify('success', m.mypage_consent_agreed())
        await queryClient.invalidateQueries({ queryKey: memberConsentsQuery(locale).queryKey })
      },
    )
  return (
    <Notice aria-label={m.mypage_consent_notice()} data-testid="consent-notice">
      <p>
        {change.document === 'privacy' ? m.mypage_consent_changed_privacy({ date }) : m.mypage_consent_changed_terms({ date })}
      </p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <div className="actions">
        <Link to={change.document === 'privacy' ? '/privacy' : '/terms'}>{m.mypage_consent_read()}</Link>
        <Button type="button" aria-disabled={pending || undefined} onClick={() => void agree()}>
          {m.mypage_consent_agree()}
        </Button>
      </div>
    </Notice>
  )
}

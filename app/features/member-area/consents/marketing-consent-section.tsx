import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { Button } from '~/components/ui/button'
import { useSiteConfig } from '~/features/site/use-site-config'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { useAreaMember } from '../use-area-member'
import { useRefreshMember } from '../use-refresh-member'
import { memberConsentsQuery } from './member-consents-queries'

/**
 * On /mypage: whether the member takes marketing messages and since when, and the one button that changes it
 * (decision 113). The result is said with the sender and the day, as 정보통신망법 §50 ⑦ asks of a change; the focus
 * stays on the button, and the result is announced.
 */
export function MarketingConsentSection() {
  const locale = getLocale()
  const member = useAreaMember()
  const { brandName } = useSiteConfig()
  const queryClient = useQueryClient()
  const refreshMember = useRefreshMember()
  const { failure, pending, alertRef, run } = useActionSubmit()
  const [result, setResult] = useState('')
  const consents = useQuery(memberConsentsQuery(locale))
  // The history is newest first: its first marketing entry is the consent in force.
  const latest = consents.data?.history.find((entry) => entry.document === 'marketing')
  const agreed = latest?.agreed ?? member.marketingAgree

  const change = () =>
    run(
      () => changeMember('setMarketing', { body: { agreed: !agreed } }),
      async (recorded) => {
        const date = formatDate(recorded.at, locale)
        setResult(
          recorded.agreed
            ? m.mypage_marketing_result_on({ brand: brandName, date })
            : m.mypage_marketing_result_off({ brand: brandName, date }),
        )
        await queryClient.invalidateQueries({ queryKey: memberConsentsQuery(locale).queryKey })
        await refreshMember()
      },
    )

  return (
    <section id="marketing" aria-labelledby="marketing-heading" data-testid="marketing-consent">
      <h2 id="marketing-heading">{m.mypage_marketing_heading()}</h2>
      <p>{m.mypage_marketing_explain()}</p>
      {latest ? (
        <p>
          <strong>
            {latest.agreed ? m.mypage_marketing_on({ date: formatDate(latest.at, locale) }) : m.mypage_marketing_off()}
          </strong>
        </p>
      ) : null}
      <FailureAlert message={failure} alertRef={alertRef} />
      {/* Never disabled while it works: a disabled button would drop the focus to the page. */}
      <Button
        type="button"
        data-variant="secondary"
        aria-disabled={pending || !latest}
        onClick={() => {
          if (!pending && latest) void change()
        }}
      >
        {agreed ? m.mypage_marketing_stop() : m.mypage_marketing_start()}
      </Button>
      <p role="status">{result}</p>
    </section>
  )
}

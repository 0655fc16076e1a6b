import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SiteSetupStep } from '~/api/contract/site-setup-endpoints'
import { siteSetupEndpoints } from '~/api/contract/site-setup-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { consoleQueryKey } from '../../console-queries'
import { ActionAlert } from '../../kit/action-alert'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useConsoleAction } from '../../kit/use-console-action'
import { roleMayCall } from '../../staff-access'
import { changeStaff } from '../../staff-calls'
import { siteSetupQuery } from '../dashboard-queries'
import { DashboardCard } from './dashboard-card.styles'

/** Each step a new site lacks: what it says, and where it is done. */
const steps: Record<SiteSetupStep, { label: () => string; to: ConsoleTarget }> = {
  company: { label: m.admin_site_setup_company, to: { section: 'company', view: 'form' } },
  'legal-pages': {
    label: m.admin_site_setup_legal_pages,
    to: { section: 'site-content', view: 'list', kind: 'pages', search: {} },
  },
  news: { label: m.admin_site_setup_news, to: { section: 'posts', view: 'new', kind: 'news' } },
  pharmacies: { label: m.admin_site_setup_pharmacies, to: { section: 'pharmacies', view: 'import' } },
}

/** The demo content on the site, and its removal for admins (after a confirmation; a fresh proof when the API asks). */
function DemoContent({ items, role }: { items: number; role: StaffRole }) {
  const askConfirm = useDialogStore((state) => state.askConfirm)
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [notice, setNotice] = useState<string>()
  const mayRemove = roleMayCall(siteSetupEndpoints.removeDemoContent.roles, role)

  async function remove() {
    const confirmed = await askConfirm({
      title: m.admin_site_setup_demo_remove_title(),
      message: m.admin_site_setup_demo_remove_confirm(),
      confirmLabel: m.admin_site_setup_demo_remove(),
    })
    if (!confirmed) return
    await action.run(
      () => changeStaff('removeDemoContent', { body: {} }),
      async ({ removed, kept }) => {
        setNotice(m.admin_site_setup_demo_removed({ removed: formatNumber(removed), kept: formatNumber(kept) }))
        // Every list and count of the console changed.
        await queryClient.invalidateQueries({ queryKey: consoleQueryKey })
      },
    )
  }

  return (
    <>
      {notice ? <p role="status">{notice}</p> : null}
      {items > 0 ? <p data-testid="demo-items">{m.admin_site_setup_demo({ count: formatNumber(items) })}</p> : null}
      {items > 0 && mayRemove ? (
        <Button type="button" onClick={remove} aria-disabled={action.pending}>
          {m.admin_site_setup_demo_remove()}
        </Button>
      ) : null}
      {items > 0 && !mayRemove ? <p>{m.admin_site_setup_demo_admins_only()}</p> : null}
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
    </>
  )
}

/**
 * The first run's card (issue 68 §3): what the new site still lacks, each step a link to where it is done, and the
 * demo content it shows with its removal. Gone once every step is done and no demo item is left.
 */
export function SiteSetupCard({ role }: { role: StaffRole }) {
  const setup = useQuery(siteSetupQuery())
  if (setup.isError) return <ConsoleError error={setup.error} onRetry={() => setup.refetch()} />
  if (!setup.data) return <ConsoleLoading />
  const { missing, demoItems } = setup.data
  if (missing.length === 0 && demoItems === 0) return null
  return (
    <DashboardCard aria-labelledby="site-setup-heading" data-testid="site-setup-card">
      <h2 id="site-setup-heading">{m.admin_site_setup_heading()}</h2>
      {missing.length > 0 ? (
        <>
          <p>{m.admin_site_setup_intro()}</p>
          <ul>
            {missing.map((step) => (
              <li key={step}>
                <ConsoleLink to={steps[step].to}>{steps[step].label()}</ConsoleLink>
              </li>
            ))}
          </ul>
          <p>{m.admin_site_setup_logo()}</p>
        </>
      ) : null}
      <DemoContent items={demoItems} role={role} />
    </DashboardCard>
  )
}

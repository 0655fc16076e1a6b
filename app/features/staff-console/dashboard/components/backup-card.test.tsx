import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BackupStatusData } from '~/api/contract/backup-endpoints'
import { m } from '~/paraglide/messages'
import { backupStatusQuery } from '../dashboard-queries'
import { BackupCard } from './backup-card'

/** The card's words, as an admin reads them, for a status the API answered. */
function cardText(status: BackupStatusData): string {
  const queryClient = new QueryClient()
  queryClient.setQueryData(backupStatusQuery().queryKey, status)
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <BackupCard />
    </QueryClientProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ')
}

describe('the dashboard’s backup card', () => {
  it('says in words what to do when no backup is scheduled, naming no setting of the server', () => {
    const text = cardText({ schedule: null, last: null, lastDone: null, next: null })
    expect(text).toContain(m.admin_backup_unscheduled())
    // An environment variable's name (BACKUP_SCHEDULE) means nothing to the admin who reads the card.
    expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/)
  })
})

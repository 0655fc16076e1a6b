import type { ContentItemSummary } from '~/api/contract/content-editing'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { formatTimestamp } from '../../kit/console-format'
import { contentStateLabels } from '../post-labels'

type State = Pick<ContentItemSummary, 'state' | 'publishAt' | 'unpublishAt' | 'hasDraft'>

/** An item's state in words, with its dates (Korea time): "Scheduled · from 3 Mar 09:00 KST", "Draft changes". */
export function PublicationStateText({ item, locale }: { item: State; locale: Locale }) {
  const parts = [contentStateLabels[item.state]()]
  if (item.publishAt && item.state !== 'draft')
    parts.push(m.admin_post_state_from({ time: formatTimestamp(item.publishAt, locale) }))
  if (item.unpublishAt) parts.push(m.admin_post_state_until({ time: formatTimestamp(item.unpublishAt, locale) }))
  if (item.hasDraft && item.state !== 'draft') parts.push(m.admin_post_state_has_draft())
  return <span data-testid="post-state">{parts.join(' · ')}</span>
}

import { useQuery } from '@tanstack/react-query'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import { isSitePageName } from '~/features/static-pages/site-pages'
import { editingListQuery } from './content-queries'
import type { EditableKind } from './editable-kinds'
import { listQueryOf } from './list-search'

/**
 * The name of the long-form page edited (vision, terms…), which its list names it by (the item's read does not): what
 * its search preview is titled and addressed by. Undefined for another kind, a new item, or until the list is read.
 */
export function useSitePageName(kind: EditableKind, itemId: number | undefined): SitePageName | undefined {
  const pages = useQuery({ ...editingListQuery('pages', listQueryOf({})), enabled: kind === 'pages' && itemId !== undefined })
  if (kind !== 'pages') return undefined
  const name = pages.data?.items.find((item) => item.id === itemId)?.title
  return isSitePageName(name) ? name : undefined
}

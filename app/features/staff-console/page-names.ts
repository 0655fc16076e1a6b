import type { QueryClient } from '@tanstack/react-query'
import { contentKinds } from '~/api/contract/kinds/content-kinds'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { monthLabel } from './access-review/access-review-labels'
import { reviewMonthOf } from './access-review/access-review-search'
import type { ConsoleAddress } from './address/console-addresses'
import { editingDetailQuery } from './content/content-queries'
import type { EditableKind } from './content/editable-kinds'
import { formatTimestamp } from './kit/console-format'
import { mediaDetailQuery } from './media/media-queries'
import { memberDetailQuery } from './members/member-queries'
import { pharmacyDetailQuery } from './pharmacies/pharmacy-queries'
import { questionDetailQuery } from './questions/question-queries'
import { readableAddress } from './redirects/redirect-form'
import { redirectDetailQuery } from './redirects/redirect-queries'
import { sampleDetailQuery } from './samples/sample-queries'
import type { FramedSection } from './section-props'

export type PageName<S extends FramedSection> = (queryClient: QueryClient, address: ConsoleAddress<S>) => string | undefined

/** A localized text in the console's language, else in Korean, else (a draft begun in another, decision 80) in any. */
function inConsoleLanguage(text: unknown): string | undefined {
  if (!text || typeof text !== 'object') return undefined
  const texts = text as Record<string, string | undefined>
  return texts[getLocale()] || texts['ko-KR'] || Object.values(texts).find(Boolean) || undefined
}

/** An item of the content engine by its title field (the loader read it into the cache), in the console's language. */
function editedItemTitle(queryClient: QueryClient, kind: EditableKind, id: number, titleField: string) {
  const fields = queryClient.getQueryData(editingDetailQuery(kind, id).queryKey)?.fields as Record<string, unknown> | undefined
  return inConsoleLanguage(fields?.[titleField])
}

/**
 * What a page of a section is about, for the document's title before the section's name: the record a detail page
 * shows (as its loader read it into the cache) or the task a page is for. A list has none: the section names it.
 */
export const consolePageNames: { readonly [S in FramedSection]?: PageName<S> } = {
  'access-review': (_queryClient, address) => monthLabel(reviewMonthOf(address.search), getLocale()),
  inquiries: (_queryClient, address) => (address.view === 'detail' ? address.receipt : undefined),
  questions: (queryClient, address) =>
    address.view === 'detail' ? queryClient.getQueryData(questionDetailQuery(address.id).queryKey)?.title : undefined,
  samples: (queryClient, address) => {
    if (address.view !== 'detail') return undefined
    const sample = queryClient.getQueryData(sampleDetailQuery(address.id).queryKey)
    return sample ? m.admin_sample_title({ date: formatTimestamp(sample.createdAt, getLocale()) }) : undefined
  },
  members: (queryClient, address) =>
    address.view === 'detail' ? queryClient.getQueryData(memberDetailQuery(address.id).queryKey)?.name : undefined,
  posts: (queryClient, address) => {
    if (address.view === 'new') return m.admin_page_new_item()
    if (address.view === 'categories') return m.admin_post_category_heading()
    return address.view === 'item' ? editedItemTitle(queryClient, address.kind, address.id, 'title') : undefined
  },
  'site-content': (queryClient, address) => {
    if (address.view === 'new') return m.admin_page_new_item()
    if (address.view === 'order') return m.admin_item_order_link()
    if (address.view !== 'item') return undefined
    return editedItemTitle(queryClient, address.kind, address.id, contentKinds[address.kind].titleField)
  },
  media: (queryClient, address) =>
    address.view === 'detail' ? queryClient.getQueryData(mediaDetailQuery(address.id).queryKey)?.item.originalName : undefined,
  pharmacies: (queryClient, address) => {
    if (address.view === 'new') return m.admin_pharmacy_new()
    if (address.view === 'import') return m.admin_pharmacy_import()
    if (address.view !== 'detail') return undefined
    return inConsoleLanguage(queryClient.getQueryData(pharmacyDetailQuery(address.id).queryKey)?.fields.name)
  },
  redirects: (queryClient, address) => {
    if (address.view === 'import') return m.admin_redirect_import()
    if (address.view !== 'detail') return undefined
    const redirect = queryClient.getQueryData(redirectDetailQuery(address.id).queryKey)
    return redirect ? readableAddress(redirect.from) : undefined
  },
}

import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { clientFor } from './harness'
import { editingStaff, ok } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * What the tests of the kinds edited with the engine of posts share (content-kind-editing.test.ts,
 * content-kind-order.test.ts, content-kind-references.test.ts): a staff harness of the file's own, a visitor's client,
 * an editor, an admin and a support member signed in before the tests, and the FAQ category the questions go in.
 */

/** Every kind has the same calls; their fields differ (the cases' fields are sent as they are). */
export type KindApi = (typeof editingByKind)['openings']

export const text = (korean: string) => ({ 'ko-KR': korean, 'en-US': `${korean} (en)` })

export function setUpKindEditing() {
  const harness = setUpStaffHarness()
  const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)
  const { editor, admin, support } = editingStaff(harness, 'kinds-')

  async function faqCategoryId(): Promise<number> {
    const page = await ok(harness, editingByKind['faq-categories'].list, { query: { size: 100 } }, editor.as)
    const first = page.items[0]
    if (!first) throw new Error('no FAQ category')
    return first.id
  }

  return { harness, visitor, editor, admin, support, faqCategoryId }
}

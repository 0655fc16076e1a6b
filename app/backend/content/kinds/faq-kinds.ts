import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { contentKinds, type KindFields } from '~/api/contract/kinds/content-kinds'
import { faqCategories, faqEntries } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { type ChosenOrder, listOrderOf, newPlace, type OrderedKind, ordered, type Unnamed } from './chosen-order'
import { declaredRow } from './declared-row'
import { staffMessage } from './kind-fields'

const hasQuestions = staffMessage({
  ko: '질문이 있는 분류는 삭제할 수 없습니다. 질문을 다른 분류로 옮기거나 삭제한 뒤 다시 시도하세요.',
  en: 'A category with questions cannot be deleted. Move or delete its questions first.',
})

/** A new category's key in the FAQ's address: 12 random lowercase letters (the shipped ones keep theirs). */
function newCategoryKey(): string {
  return Array.from({ length: 12 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

type CategoryKind = Unnamed<OrderedKind<KindFields<'faq-categories'>, typeof faqCategories.$inferSelect>>

const categoryOrder: ChosenOrder = { column: faqCategories.sortOrder, newAt: 'end' }

const faqCategoryAdapter: CategoryKind = {
  table: faqCategories,
  scope: undefined,
  titleField: 'name',
  ...declaredRow(contentKinds['faq-categories'].formFields, faqCategories),
  order: categoryOrder,
  listOrder: listOrderOf(faqCategories, categoryOrder),
  newRow: async (tx) => ({ key: newCategoryKey(), ...(await newPlace(tx, faqCategoryAdapter, categoryOrder)) }),
  beforeRemove: async (tx, id) => {
    const [question] = await tx.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.categoryId, id)).limit(1)
    if (question) throw new ApiError('BAD_REQUEST', hasQuestions, {}, 'id')
  },
}

/** A question goes to the end of the FAQ's order, so to the end of whichever category it is in. */
const faqEntryAdapter = ordered<KindFields<'faq-entries'>, typeof faqEntries.$inferSelect>({
  table: faqEntries,
  titleField: 'question',
  ...declaredRow(contentKinds['faq-entries'].formFields, faqEntries),
  order: { column: faqEntries.sortOrder, groupBy: faqEntries.categoryId, newAt: 'end' },
  prepare: async (tx, fields) => {
    const [category] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, fields.categoryId))
    if (!category) throw new ApiError('BAD_REQUEST', undefined, {}, 'categoryId')
    return fields
  },
})

export const faqAdapters = { 'faq-categories': faqCategoryAdapter, 'faq-entries': faqEntryAdapter }

import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { KindDeclaration } from '~/api/contract/kinds/kind-declaration'
import { postKinds } from '~/api/contract/kinds/post-kinds'
import { categorizedPostTypes, type PostType } from '~/api/contract/posts'
import { locales } from '~/i18n/locales'
import { type ApiReading, archivedItem, inEveryLanguage, listInEveryLanguage, postCategoryKey } from './api-reads'
import { alignedByIdentity, translated } from './merged-fields'

type Item = Record<string, unknown>

/** A post type's list and page reads among its declared reads (`/post/<type>`, `/post/<type>/:id`). */
function readsOf(type: PostType) {
  const reads = Object.values((postKinds[type] as unknown as KindDeclaration).reads)
  return {
    list: reads.find((read) => read.path === `/post/${type}`),
    page: reads.find((read) => read.path === `/post/${type}/:id`),
  }
}

/** A post type's items: its list, and each item's page where it has one, in every language; oldest first, as written. */
async function postsOf(reading: ApiReading, type: PostType) {
  const { list, page } = readsOf(type)
  if (!list) return []
  const listed = await listInEveryLanguage(reading, list)
  const items = []
  for (const item of listed) {
    const detailed = page
      ? await inEveryLanguage(
          reading,
          (locale) => reading.api.read(page, locale, { params: { id: item['ko-KR']?.id } }) as Promise<Item>,
        )
      : item
    items.push(archivedItem(reading, (postKinds[type] as unknown as KindDeclaration).formFields, detailed))
  }
  return items.reverse()
}

/** The categories of the post types that have them, in their order; keyed by their id on the other site. */
async function postCategoriesOf(reading: ApiReading) {
  const categories = []
  for (const postType of categorizedPostTypes) {
    const lists = await inEveryLanguage(reading, (locale) =>
      reading.api.read(contentEndpoints.postCategories, locale, { params: { type: postType } }),
    )
    for (const category of alignedByIdentity(lists as never)) {
      const name = translated(Object.fromEntries(locales.map((locale) => [locale, category[locale]?.name])))
      categories.push({ key: postCategoryKey(category['ko-KR']?.id), postType, name })
    }
  }
  return categories
}

/** The post types' parts and their categories', read from another site. */
export async function postParts(reading: ApiReading): Promise<Record<string, unknown[]>> {
  const parts: Record<string, unknown[]> = { 'post-categories': await postCategoriesOf(reading) }
  for (const type of Object.keys(postKinds) as PostType[]) parts[type] = await postsOf(reading, type)
  return parts
}

import type { SearchType } from '~/api/contract/search-types'
import { m } from '~/paraglide/messages'

/** Each type of result as the search page names it. */
export const searchTypeLabels: Record<SearchType, () => string> = {
  news: m.search_type_news,
  press: m.search_type_press,
  patent: m.search_type_patent,
  thesis: m.search_type_thesis,
  material: m.search_type_material,
  product: m.search_type_product,
  faq: m.search_type_faq,
  page: m.search_type_page,
  pharmacy: m.search_type_pharmacy,
}

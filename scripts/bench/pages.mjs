// The server-rendered pages of the benchmark, each in Korean and English, with their first-load JavaScript budgets.
// Every URL carries ?lang=: without it the site answers with a 302 to the visitor's language.

export const locales = ['ko-KR', 'en-US']

/** A pharmacy search with the filters a visitor sets first: province, district and product. */
const pharmacyFilters = { siNm: '서울특별시', sggNm: '강남구', product: '13' }

/** First-load JavaScript budgets, gzip bytes (1 kB = 1000 B). */
const homeBudget = 130_000
const pageBudget = 140_000

/** The targets, with the id of the first news article asked from the server at `base`. */
export async function pageTargets(base) {
  const list = await (await fetch(`${base}/api/v1/post/news?size=1`)).json()
  const newsId = list.data.items[0].id
  const pages = [
    { name: 'home', path: '/', query: {}, budget: homeBudget },
    { name: 'news list', path: '/news', query: {}, budget: pageBudget },
    { name: `news article ${newsId}`, path: `/news/${newsId}`, query: {}, budget: pageBudget },
    { name: 'pharmacy search', path: '/business/pharmacy', query: pharmacyFilters, budget: pageBudget },
  ]
  return pages.flatMap((page) =>
    locales.map((lang) => ({
      label: `${page.name} ${lang}`,
      budget: page.budget,
      path: `${page.path}?${new URLSearchParams({ ...page.query, lang })}`,
      file: `page-${page.name.replaceAll(' ', '-')}-${lang}.html`,
    })),
  )
}

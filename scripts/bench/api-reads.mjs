// The API reads of the benchmark: the news list, a pharmacy search and a news article, as JSON from /api/v1.

/** The targets, with the id of the first news article asked from the server at `base`. */
export async function apiTargets(base) {
  const list = await (await fetch(`${base}/api/v1/post/news?size=1`)).json()
  const newsId = list.data.items[0].id
  return [
    { label: 'news list', path: '/api/v1/post/news?page=1&size=10', file: 'api-news-list.json' },
    {
      label: 'pharmacy search',
      path: `/api/v1/pharmacy/page?${new URLSearchParams({ siNm: '서울특별시', size: '10' })}`,
      file: 'api-pharmacy-search.json',
    },
    { label: `news article ${newsId}`, path: `/api/v1/post/news/${newsId}`, file: 'api-news-article.json' },
  ]
}

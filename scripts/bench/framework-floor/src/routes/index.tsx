import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { languageSearch, SectionLink } from '../section-link'

interface Item {
  id: number
  title: string
  summary: string
  date: string
}

/** A news list's data made in memory, as the page's reads would bring it, with no database: the page is about 24 kB. */
const items = (page: number): Item[] =>
  Array.from({ length: 12 }, (_, index) => ({
    id: page * 100 + index,
    title: `포스트바이오틱스 연구 소식 ${page}-${index}: 유산균 대사체의 장내 미생물 조절 효과`,
    summary:
      '셀락티스는 유산균 발효 대사체를 이용한 포스트바이오틱스 소재를 연구합니다. 장내 미생물 균형과 면역 조절에 관한 연구 결과를 소개합니다.'.repeat(
        3,
      ),
    date: '2026-11-24',
  }))

const listQuery = (page: number) => queryOptions({ queryKey: ['news', page], queryFn: async () => items(page) })

export const Route = createFileRoute('/')({
  validateSearch: languageSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(listQuery(1)),
  component: NewsList,
})

function NewsList() {
  const { data } = useSuspenseQuery(listQuery(1))
  return (
    <main>
      <h1>소식</h1>
      <ul>
        {data.map((item) => (
          <li key={item.id}>
            <SectionLink section={String(item.id)}>
              <h2>{item.title}</h2>
              <p>{item.summary}</p>
              <time dateTime={item.date}>{item.date}</time>
            </SectionLink>
          </li>
        ))}
      </ul>
      <nav>
        {[1, 2, 3, 4].map((page) => (
          <Link key={page} to="/" search={{ lang: 'ko-KR' }}>
            {page}
          </Link>
        ))}
      </nav>
    </main>
  )
}

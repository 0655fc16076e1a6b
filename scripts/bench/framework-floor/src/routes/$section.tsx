import { createFileRoute } from '@tanstack/react-router'

/** Where the floor's links lead; never measured. */
export const Route = createFileRoute('/$section')({
  validateSearch: (search: Record<string, unknown>) => ({ lang: typeof search.lang === 'string' ? search.lang : 'ko-KR' }),
  component: () => <main>{Route.useParams().section}</main>,
})

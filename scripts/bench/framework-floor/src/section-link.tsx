import { Link } from '@tanstack/react-router'

/** The floor's pages take the reader's language from ?lang=, as the site's do. */
export const languageSearch = (search: Record<string, unknown>) => ({
  lang: typeof search.lang === 'string' ? search.lang : 'ko-KR',
})

/** A router link to one of the floor's sections, in Korean, as most of the site's frame links are. */
export function SectionLink({ section, children }: { section: string; children: React.ReactNode }) {
  return (
    <Link to="/$section" params={{ section }} search={{ lang: 'ko-KR' }}>
      {children}
    </Link>
  )
}

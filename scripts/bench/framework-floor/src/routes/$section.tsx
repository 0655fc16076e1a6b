import { createFileRoute } from '@tanstack/react-router'
import { languageSearch } from '../section-link'

/** Where the floor's links lead; never measured. */
export const Route = createFileRoute('/$section')({
  validateSearch: languageSearch,
  component: () => <main>{Route.useParams().section}</main>,
})

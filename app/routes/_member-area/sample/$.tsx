import { createFileRoute, notFound } from '@tanstack/react-router'

/** Any address under /sample: the member area's guard first (an anonymous visitor goes home), then not found. */
export const Route = createFileRoute('/_member-area/sample/$')({
  beforeLoad: () => {
    throw notFound()
  },
})

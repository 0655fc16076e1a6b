import { createFileRoute, notFound } from '@tanstack/react-router'

/** Any other address under /mypage: the member area's guard first (an anonymous visitor goes home), then not found. */
export const Route = createFileRoute('/_member-area/mypage/$')({
  beforeLoad: () => {
    throw notFound()
  },
})

import type { ContentState } from '~/api/contract/content-editing'
import type { PostType } from '~/api/contract/posts'
import { m } from '~/paraglide/messages'

export const postTypeLabels: Record<PostType, () => string> = {
  news: m.admin_post_type_news,
  press: m.admin_post_type_press,
  patent: m.admin_post_type_patent,
  thesis: m.admin_post_type_thesis,
}

export const contentStateLabels: Record<ContentState, () => string> = {
  draft: m.admin_content_state_draft,
  scheduled: m.admin_content_state_scheduled,
  published: m.admin_content_state_published,
  unpublished: m.admin_content_state_unpublished,
}

export const contentStateFilterLabels: Record<ContentState | 'all', () => string> = {
  all: m.admin_filter_all,
  ...contentStateLabels,
}

import type { ContentState } from '~/api/contract/content-editing'
import type { PostType } from '~/api/contract/posts'
import { m } from '~/paraglide/messages'

export const postTypeLabels: Record<PostType, () => string> = {
  news: m.admin_post_type_news,
  press: m.admin_post_type_press,
  patent: m.admin_post_type_patent,
  thesis: m.admin_post_type_thesis,
}

export const contentStateLabels: Record<ContentState | 'all', () => string> = {
  all: m.admin_filter_all,
  draft: m.admin_content_state_draft,
  scheduled: m.admin_content_state_scheduled,
  published: m.admin_content_state_published,
  unpublished: m.admin_content_state_unpublished,
}

/** Each field's name, as the form labels it and a comparison names it. */
export const postFieldLabels: Record<string, () => string> = {
  title: m.admin_post_field_title,
  summary: m.admin_post_field_summary,
  outlet: m.admin_post_field_outlet,
  body: m.admin_post_field_body,
  publishedAt: m.admin_post_field_published_at,
  categoryId: m.admin_post_field_category,
  link: m.admin_post_field_link,
  applicationNumber: m.admin_post_field_application_number,
  registrationNumber: m.admin_post_field_registration_number,
  filedAt: m.admin_post_field_filed_at,
  registeredAt: m.admin_post_field_registered_at,
  status: m.admin_post_field_status,
  office: m.admin_post_field_office,
  authors: m.admin_post_field_authors,
  journal: m.admin_post_field_journal,
  year: m.admin_post_field_year,
  volume: m.admin_post_field_volume,
  pages: m.admin_post_field_pages,
  doi: m.admin_post_field_doi,
}

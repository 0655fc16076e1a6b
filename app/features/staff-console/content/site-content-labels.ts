import type { employmentTypes } from '~/api/contract/company'
import type { patentStatuses } from '~/api/contract/posts'
import { m } from '~/paraglide/messages'
import type { SiteContentKind } from './editable-kinds'

export const siteContentKindLabels: Record<SiteContentKind, () => string> = {
  'products-material': m.admin_site_kind_products_material,
  'products-pb': m.admin_site_kind_products_pb,
  'products-related': m.admin_site_kind_products_related,
  history: m.admin_site_kind_history,
  clients: m.admin_site_kind_clients,
  people: m.admin_site_kind_people,
  testimonials: m.admin_site_kind_testimonials,
  figures: m.admin_site_kind_figures,
  openings: m.admin_site_kind_openings,
  'faq-categories': m.admin_site_kind_faq_categories,
  'faq-entries': m.admin_site_kind_faq_entries,
  pages: m.admin_site_kind_pages,
}

/** Each field's name, of every kind and post type, as the form labels it and a comparison names it. */
export const contentFieldLabels: Record<string, () => string> = {
  name: m.admin_site_field_name,
  summary: m.admin_site_field_summary,
  description: m.admin_site_field_description,
  specs: m.admin_site_field_specs,
  active: m.admin_site_field_active,
  year: m.admin_site_field_year,
  month: m.admin_site_field_month,
  title: m.admin_site_field_title,
  sector: m.admin_site_field_sector,
  isMain: m.admin_site_field_is_main,
  logoMediaId: m.admin_site_field_logo,
  role: m.admin_site_field_role,
  bio: m.admin_site_field_bio,
  department: m.admin_site_field_department,
  employmentType: m.admin_site_field_employment_type,
  location: m.admin_site_field_location,
  closesAt: m.admin_site_field_closes_at,
  author: m.admin_site_field_author,
  affiliation: m.admin_site_field_affiliation,
  quote: m.admin_site_field_quote,
  value: m.admin_site_field_value,
  unit: m.admin_site_field_unit,
  label: m.admin_site_field_label,
  categoryId: m.admin_site_field_category,
  question: m.admin_site_field_question,
  answer: m.admin_site_field_answer,
  lead: m.admin_site_field_lead,
  body: m.admin_site_field_body,
  seo: m.admin_seo_section,
  'seo.noindex': m.admin_site_field_seo_noindex,
  effectiveDate: m.admin_site_field_effective_date,
  outlet: m.admin_post_field_outlet,
  publishedAt: m.admin_post_field_published_at,
  link: m.admin_post_field_link,
  applicationNumber: m.admin_post_field_application_number,
  registrationNumber: m.admin_post_field_registration_number,
  filedAt: m.admin_post_field_filed_at,
  registeredAt: m.admin_post_field_registered_at,
  status: m.admin_post_field_status,
  office: m.admin_post_field_office,
  authors: m.admin_post_field_authors,
  journal: m.admin_post_field_journal,
  volume: m.admin_post_field_volume,
  pages: m.admin_post_field_pages,
  doi: m.admin_post_field_doi,
}

export const employmentTypeLabels: Record<(typeof employmentTypes)[number], () => string> = {
  FULL_TIME: m.admin_site_employment_full_time,
  CONTRACT: m.admin_site_employment_contract,
  INTERN: m.admin_site_employment_intern,
}

/** A hint under some fields: what a checkbox does on the public site, what a field takes. */
export const contentFieldHints: Partial<Record<string, () => string>> = {
  active: m.admin_site_hint_active,
  isMain: m.admin_site_hint_is_main,
  value: m.admin_site_hint_value,
  effectiveDate: m.admin_site_hint_effective_date,
  link: m.admin_post_link_hint,
  publishedAt: m.admin_post_published_at_hint,
  office: m.admin_post_office_hint,
  authors: m.admin_post_authors_hint,
}

export const patentStatusLabels: Record<(typeof patentStatuses)[number], () => string> = {
  filed: m.admin_post_patent_filed,
  registered: m.admin_post_patent_registered,
}

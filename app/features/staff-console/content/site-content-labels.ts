import type { employmentTypes } from '~/api/contract/company'
import { contentKinds } from '~/api/contract/kinds/content-kinds'
import type { KindDeclaration } from '~/api/contract/kinds/kind-declaration'
import { postKinds } from '~/api/contract/kinds/post-kinds'
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

/** The fields of every declared kind and post type (api/contract/kinds/), each with its label. */
const declaredKinds: readonly KindDeclaration[] = [...Object.values(contentKinds), ...Object.values(postKinds)]
const declaredFields = declaredKinds.flatMap((kind) => kind.formFields)

/**
 * Each field's name, of every kind and post type, as the form labels it and a comparison names it: the labels its
 * declaration gives (decision 120), and the search fields' own (a comparison names `seo.noindex` apart).
 */
export const contentFieldLabels: Record<string, () => string> = {
  ...Object.fromEntries(declaredFields.map((field) => [field.name, field.label])),
  'seo.noindex': m.admin_site_field_seo_noindex,
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

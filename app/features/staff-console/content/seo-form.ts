import type * as v from 'valibot'
import type { SeoFields, SeoTranslation, ShareImageChoice, seoFields } from '~/api/contract/seo-fields'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import { sitePageLabels, sitePagePaths } from '~/features/static-pages/site-pages'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import type { EditableKind } from './editable-kinds'
import type { FieldText } from './revision-diff'

/** One language's search and sharing fields as the form holds them (texts as typed). */
export interface SeoLanguageDraft {
  title: string
  description: string
  image: ShareImageChoice | null
}

/** An item's search and sharing fields as the form holds them: every language present (decision 89). */
export interface SeoDraft {
  noindex: boolean
  translations: Record<Locale, SeoLanguageDraft>
}

const emptyLanguage: SeoLanguageDraft = { title: '', description: '', image: null }

/** The form's value from what the API answered (nothing yet: every language empty, indexed). */
export function seoDraftOf(value: Partial<SeoFields> | null | undefined): SeoDraft {
  return {
    noindex: value?.noindex === true,
    translations: Object.fromEntries(
      locales.map((locale) => [locale, { ...emptyLanguage, ...value?.translations?.[locale] }]),
    ) as Record<Locale, SeoLanguageDraft>,
  }
}

/** The fields as the API takes them: a language with nothing set is left out (the API would drop it too). */
export function seoFieldsInput(draft: SeoDraft): v.InferInput<typeof seoFields> {
  const translations: Partial<Record<Locale, SeoTranslation>> = {}
  for (const locale of locales) {
    const { title, description, image } = draft.translations[locale]
    if (title.trim() || description.trim() || image) translations[locale] = { title, description, image }
  }
  return { noindex: draft.noindex, translations }
}

/** The fields as a comparison of two revisions reads them: each language's texts and image, and noindex. */
export function seoFieldTexts(name: string, value: unknown): FieldText[] {
  const draft = seoDraftOf(value as Partial<SeoFields> | undefined)
  return [
    ...locales.map((locale) => {
      const { title, description, image } = draft.translations[locale]
      const picture = image ? `#${image.mediaId} (${image.focusX.toFixed(2)}, ${image.focusY.toFixed(2)})` : ''
      return { field: name, locale, text: [title, description, picture].filter(Boolean).join('\n') }
    }),
    { field: `${name}.noindex`, text: draft.noindex ? 'noindex' : '' },
  ]
}

/** A translated text of the form in `locale`, else its Korean (as the public page falls back). */
function textIn(form: Record<string, unknown>, field: string, locale: Locale): string {
  const value = form[field] as Partial<Record<Locale, string>> | undefined
  return (value?.[locale] || value?.[baseLocale] || '').trim()
}

/**
 * What the page derives when staff leave the search texts empty, from the draft: its name (the item's title, or a
 * long-form page's menu label in `locale`; the site's brand is added by the section) and its description (the summary,
 * or a long-form page's lead).
 */
export function derivedSeoTexts(
  form: Record<string, unknown>,
  locale: Locale,
  pageName?: SitePageName,
): { name: string; description: string } {
  return {
    name: pageName ? sitePageLabels[pageName]({}, { locale }) : textIn(form, 'title', locale),
    description: textIn(form, 'summary', locale) || textIn(form, 'lead', locale),
  }
}

/** Where an item's page is on the site, as a search result's address shows it (a long-form page: its own address). */
export function seoSectionOf(kind: EditableKind, pageName?: SitePageName): string {
  if (pageName) return sitePagePaths[pageName]
  return (
    ({ news: '/news', patent: '/research/patent', thesis: '/research/thesis' } as Partial<Record<EditableKind, string>>)[kind] ??
    ''
  )
}

import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { seoLimits } from '~/api/contract/seo-fields'
import { controlLook } from '~/components/form/control-look'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { baseLocale, type Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { useEditingLanguage } from '../../../kit/editing-language'
import { MediaPicker } from '../../../media/media-picker'
import { mediaDetailQuery } from '../../../media/media-queries'
import { type FieldProblem, isTooLong, problemText } from '../../editor-kind'
import { kindInputId } from '../../kind-form'
import type { SeoDraft, SeoLanguageDraft } from '../../seo-form'
import { FocalPointPicker, percentOf } from './focal-point-picker'
import { SeoPreviews } from './seo-previews'

const Section = styled.details`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 0 16px;
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 44px;
    padding: 12px 0;
  }
  &[open] {
    padding-bottom: 16px;
  }
  .body {
    display: grid;
    gap: 16px;
  }
  .text-field {
    display: grid;
    gap: 4px;
  }
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  textarea {
    ${controlLook}
    min-width: 0;
    padding: 10px 12px;
    width: 100%;
  }
  .count,
  .hint {
    color: ${colors.textMuted};
    font-size: 13px;
    margin: 0;
  }
  .count[data-over] {
    color: ${colors.error};
    font-weight: 700;
  }
  fieldset {
    border: 0;
    display: grid;
    gap: 8px;
    margin: 0;
    min-width: 0;
    padding: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .check {
    align-items: center;
    display: flex;
    gap: 8px;
    min-height: 44px;
  }
  .check input {
    height: 20px;
    width: 20px;
  }
  .error {
    color: ${colors.error};
    font-size: 14px;
    margin: 0;
  }
`

/** What the page derives when staff leave a text empty: its name (the title adds the brand) and its description. */
interface DerivedTexts {
  name: string
  description: string
}

interface SeoFieldsProps {
  value: SeoDraft
  onChange: (next: SeoDraft) => void
  problems: Record<string, FieldProblem>
  derived: DerivedTexts
  /** Where the page is on the site (`/news`), as a search result's address shows it; empty: the site's host alone. */
  section: string
}

interface CountedTextProps {
  id: string
  label: string
  locale: Locale
  value: string
  max: number
  placeholder: string
  multiline?: boolean
  onChange: (value: string) => void
}

/** A text with its count of characters against the limit (in the limit's terms: code points, as the API counts). */
function CountedText({ id, label, locale, value, max, placeholder, multiline, onChange }: CountedTextProps) {
  const count = Array.from(value.trim()).length
  const over = count > max
  const error = over ? problemText({ max, over: count - max }) : undefined
  const control = {
    id,
    name: id,
    lang: locale,
    value,
    placeholder,
    maxLength: max * 2,
    'aria-invalid': over ? true : undefined,
    'aria-describedby': [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...control} rows={3} /> : <input type="text" {...control} />}
      <p className="count" id={`${id}-count`} data-over={over ? '' : undefined}>
        {m.admin_seo_count({ count, max })}
      </p>
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * "Search and sharing" (decision 89): in the language being edited, the search title and description with their
 * counts, the share image and its focal point; noindex for the whole item; and a preview of the search result and the
 * shared card from the draft, before publishing. Collapsed until opened, or open when something is set.
 */
export function SeoFields({ value, onChange, problems, derived, section }: SeoFieldsProps) {
  const locale = useEditingLanguage() ?? baseLocale
  const site = useRouteContext({ from: '__root__', select: (context) => context.site })
  const [picking, setPicking] = useState(false)
  const own = value.translations[locale]
  const image = own.image ?? value.translations[baseLocale].image
  const picture = useQuery({ ...mediaDetailQuery(image?.mediaId ?? 0), enabled: image !== null })
  const set = (change: Partial<SeoLanguageDraft>) =>
    onChange({ ...value, translations: { ...value.translations, [locale]: { ...own, ...change } } })
  const idOf = (part: string) => kindInputId(`seo.translations.${locale}.${part}`)
  const host = site.siteUrl ? new URL(site.siteUrl).host : ''
  // The page's own title, as the site writes it (documentTitle): its name, then the brand.
  const derivedTitle = derived.name ? `${derived.name} | ${site.brandName}` : site.brandName
  // Open at first when something is set; then as the editor leaves it (clearing a field does not fold it away).
  const [openAtFirst] = useState(
    () => value.noindex || Object.values(value.translations).some((t) => t.title || t.description || t.image),
  )
  const pointText = `${idOf('image')}-point`
  // The API's and the form's checks name the language (`seo.translations.en-US`): shown here, the section opened; a
  // text too long is said under it, with its count, as one types.
  const languageKey = `seo.translations.${locale}`
  const found = problems[languageKey]
  const problem = isTooLong(found) ? undefined : problemText(found)
  return (
    <Section open={openAtFirst || found !== undefined} data-testid="seo-fields">
      <summary>{m.admin_seo_section()}</summary>
      <div className="body" id={kindInputId(languageKey)} tabIndex={-1}>
        <p className="hint">{m.admin_seo_section_hint()}</p>
        {problem ? <p className="error">{problem}</p> : null}
        <CountedText
          id={idOf('title')}
          label={m.admin_seo_title()}
          locale={locale}
          value={own.title}
          max={seoLimits.title}
          placeholder={derivedTitle}
          onChange={(title) => set({ title })}
        />
        <CountedText
          id={idOf('description')}
          label={m.admin_seo_description()}
          locale={locale}
          value={own.description}
          max={seoLimits.description}
          placeholder={derived.description}
          multiline
          onChange={(description) => set({ description })}
        />
        <fieldset>
          <legend>{m.admin_seo_image()}</legend>
          <p className="hint" id={`${idOf('image')}-hint`}>
            {m.admin_seo_image_hint()}
          </p>
          {image && picture.data ? (
            <>
              <FocalPointPicker
                id={idOf('image')}
                item={picture.data.item}
                point={{ x: image.focusX, y: image.focusY }}
                describedBy={`${pointText} ${idOf('image')}-hint`}
                onChange={(point) => set({ image: { mediaId: image.mediaId, focusX: point.x, focusY: point.y } })}
              />
              <p className="hint" id={pointText} aria-live="polite">
                {m.admin_seo_focal_point({ x: percentOf(image.focusX), y: percentOf(image.focusY) })}
              </p>
            </>
          ) : picture.isError ? (
            <p className="error">{m.admin_load_failed()}</p>
          ) : null}
          <div className="actions">
            <Button type="button" data-variant="secondary" onClick={() => setPicking(true)}>
              {own.image ? m.admin_seo_image_change() : m.admin_seo_image_choose()}
            </Button>
            {own.image ? (
              <Button type="button" data-variant="secondary" onClick={() => set({ image: null })}>
                {m.admin_seo_image_remove()}
              </Button>
            ) : null}
          </div>
        </fieldset>
        <div>
          <label className="check">
            <input
              type="checkbox"
              id={kindInputId('seo.noindex')}
              checked={value.noindex}
              aria-describedby={`${kindInputId('seo.noindex')}-hint`}
              onChange={(event) => onChange({ ...value, noindex: event.target.checked })}
            />
            {m.admin_seo_noindex()}
          </label>
          <p className="hint" id={`${kindInputId('seo.noindex')}-hint`}>
            {m.admin_seo_noindex_hint()}
          </p>
        </div>
        <p className="hint">{m.admin_seo_preview_hint()}</p>
        <SeoPreviews
          locale={locale}
          title={own.title.trim() || derivedTitle}
          description={own.description.trim() || derived.description}
          address={[host, ...section.split('/').filter(Boolean)].join(' › ')}
          host={host}
          image={image && picture.data ? { item: picture.data.item, focus: { x: image.focusX, y: image.focusY } } : undefined}
          noindex={value.noindex}
        />
      </div>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false)
          set({ image: { mediaId: picked.mediaId, focusX: 0.5, focusY: 0.5 } })
        }}
      />
    </Section>
  )
}

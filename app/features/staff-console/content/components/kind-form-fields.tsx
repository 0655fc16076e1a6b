import { EditingLanguage } from '../../kit/editing-language'
import { type LocalizedDraft, LocalizedTextFields } from '../../kit/localized-text-fields'
import { MediaPicker } from '../../media/media-picker'
import { type FieldsProps, localizedErrors } from '../editor-kind'
import { type KindForm, kindInputId, type SpecRow } from '../kind-form'
import { kindLayouts } from '../kind-layouts'
import { languageProgress } from '../language-progress'
import type { LocalizedBody } from '../rich-field'
import { derivedSeoTexts, type SeoDraft, seoDraftOf, seoSectionOf } from '../seo-form'
import { useSitePageName } from '../use-site-page-name'
import { attributesOf, labelOf } from './kind-field-attributes'
import { MediaField } from './kind-media-field'
import { ScalarField } from './kind-scalar-field'
import { SpecsField } from './kind-specs-field'
import { LanguageSwitcher } from './language-switcher'
import { LocalizedBodyField } from './localized-body-field'
import { SeoFields } from './seo/seo-fields'

/**
 * A kind's form fields, by its layout: the language being edited (decision 79), the translated fields in it, then the
 * others.
 */
export function KindFormFields(props: FieldsProps<KindForm>) {
  const { kind, form, setForm, problems, generation, language, onLanguage, itemId } = props
  const pageName = useSitePageName(kind, itemId)
  const layout = kindLayouts[kind]
  const scalars = layout.fields.filter(
    (field) => !['localized', 'optional-localized', 'specs', 'media', 'rich', 'seo'].includes(field.input),
  )
  return (
    <EditingLanguage.Provider value={language}>
      <LanguageSwitcher language={language} progress={languageProgress(layout, form, problems)} onChoose={onLanguage} />
      {layout.fields.map((field) =>
        field.input === 'localized' || field.input === 'optional-localized' ? (
          <LocalizedTextFields
            key={field.name}
            id={kindInputId(field.name)}
            label={labelOf(field.name)}
            koreanRequired={field.input === 'localized'}
            value={form[field.name] as LocalizedDraft}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
            max={field.max}
            multiline={field.multiline}
            errors={localizedErrors(problems, field.name)}
          />
        ) : field.input === 'specs' ? (
          <SpecsField
            key={field.name}
            rows={form[field.name] as SpecRow[]}
            problems={problems}
            onChange={(rows) => setForm((current) => ({ ...current, [field.name]: rows }))}
          />
        ) : field.input === 'rich' ? (
          <LocalizedBodyField
            key={field.name}
            id={kindInputId(field.name)}
            label={labelOf(field.name)}
            errors={localizedErrors(problems, field.name)}
            value={form[field.name] as LocalizedBody}
            generation={generation}
            mediaPicker={MediaPicker}
            onChange={(locale, doc) =>
              setForm((current) => ({ ...current, [field.name]: { ...(current[field.name] as LocalizedBody), [locale]: doc } }))
            }
          />
        ) : field.input === 'media' ? (
          <MediaField
            key={field.name}
            value={String(form[field.name] ?? '')}
            attributes={attributesOf(field.name, problems)}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
          />
        ) : null,
      )}
      {scalars.length > 0 ? (
        <div className="fields">
          {scalars.map((field) => (
            <ScalarField key={field.name} kind={kind} field={field} form={form} setForm={setForm} problems={problems} />
          ))}
        </div>
      ) : null}
      {/* Search and sharing last: it shows the fields above as a search engine and a shared link will. */}
      {layout.fields.map((field) =>
        field.input === 'seo' ? (
          <SeoFields
            key={field.name}
            // Normalized: a form the browser kept from before the field existed has none.
            value={seoDraftOf(form[field.name] as SeoDraft | undefined)}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
            problems={problems}
            derived={derivedSeoTexts(form, language, pageName)}
            section={seoSectionOf(kind, pageName)}
          />
        ) : null,
      )}
    </EditingLanguage.Provider>
  )
}

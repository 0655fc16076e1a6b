import { useQuery } from '@tanstack/react-query'
import { postTextLimits } from '~/api/contract/post-editing-endpoints'
import { categorizedPostTypes, type PostType } from '~/api/contract/posts'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { LocalizedTextFields } from '../../kit/localized-text-fields'
import { MediaPicker } from '../../media/media-picker'
import { postCategoriesQuery } from '../content-queries'
import { type FieldsProps as KindFieldsProps, localizedErrors, problemText } from '../editor-kind'
import { fieldInputId, koreanRequired, localizedFieldsOf, type PostForm } from '../post-form'
import { postFieldLabels } from '../post-labels'
import { describedByOf, FieldFrame } from './field-frame'
import { LocalizedBodyField } from './localized-body-field'

type FieldsProps = KindFieldsProps<PostForm> & { type: PostType }

type ScalarField = Exclude<keyof PostForm, 'title' | 'summary' | 'outlet' | 'body'>

/** One field that is not translated: a label, its input, its message. */
function ScalarInput({
  field,
  form,
  setForm,
  problems,
  input,
  hint,
  required = true,
}: Pick<FieldsProps, 'form' | 'setForm' | 'problems'> & {
  field: ScalarField
  input: { type: 'text' | 'url' | 'date' | 'number'; maxLength?: number; min?: number; max?: number } | 'textarea'
  hint?: string
  required?: boolean
}) {
  const id = fieldInputId(field)
  const problem = problemText(problems[field])
  const common = {
    id,
    name: id,
    value: form[field],
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedByOf(id, hint !== undefined, problem !== undefined),
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  }
  return (
    <FieldFrame id={id} label={postFieldLabels[field]?.()} hint={hint} problem={problem}>
      {input === 'textarea' ? <textarea {...common} rows={4} /> : <input {...common} {...input} autoComplete="off" />}
    </FieldFrame>
  )
}

function CategorySelect({ type, form, setForm }: Pick<FieldsProps, 'type' | 'form' | 'setForm'>) {
  const categories = useQuery(postCategoriesQuery())
  const locale = getLocale() as Locale
  const own = (categories.data ?? []).filter((category) => category.postType === type)
  const id = fieldInputId('categoryId')
  return (
    <div className="field">
      <label htmlFor={id}>{postFieldLabels.categoryId?.()}</label>
      <select
        id={id}
        value={form.categoryId}
        aria-busy={categories.isPending}
        onChange={(event) => setForm((current) => ({ ...current, categoryId: event.target.value }))}
      >
        <option value="">{m.admin_post_no_category()}</option>
        {own.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name[locale] ?? category.name['ko-KR'] ?? String(category.id)}
          </option>
        ))}
      </select>
      {categories.isError ? <p className="field-error">{m.admin_load_failed()}</p> : null}
    </div>
  )
}

/** The fields of a post type (the kind): the translated ones with their five languages, then the type's own. */
export function PostFormFields({ kind, form, setForm, problems, generation }: KindFieldsProps<PostForm>) {
  const type = kind as PostType
  const scalar = { form, setForm, problems }
  return (
    <>
      {localizedFieldsOf[type].map((field) => (
        <LocalizedTextFields
          key={field}
          id={fieldInputId(field)}
          label={postFieldLabels[field]?.() ?? field}
          koreanRequired={koreanRequired(type, field)}
          errors={localizedErrors(problems, field)}
          value={form[field]}
          max={field === 'summary' ? (type === 'news' ? postTextLimits.summary : postTextLimits.abstract) : postTextLimits[field]}
          multiline={field === 'summary'}
          onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
        />
      ))}
      {type === 'news' ? (
        <LocalizedBodyField
          id={fieldInputId('body')}
          label={postFieldLabels.body?.() ?? 'body'}
          errors={localizedErrors(problems, 'body')}
          value={form.body}
          generation={generation}
          mediaPicker={MediaPicker}
          onChange={(locale, doc) => setForm((current) => ({ ...current, body: { ...current.body, [locale]: doc } }))}
        />
      ) : null}
      <div className="fields">
        {type === 'press' ? (
          <ScalarInput {...scalar} field="link" input={{ type: 'url', maxLength: 2000 }} hint={m.admin_post_link_hint()} />
        ) : null}
        {type === 'news' || type === 'press' ? (
          <ScalarInput {...scalar} field="publishedAt" input={{ type: 'date' }} hint={m.admin_post_published_at_hint()} />
        ) : null}
        {type === 'patent' ? (
          <>
            <ScalarInput {...scalar} field="applicationNumber" input={{ type: 'text', maxLength: postTextLimits.number }} />
            <ScalarInput {...scalar} field="filedAt" input={{ type: 'date' }} />
            <div className="field">
              <label htmlFor={fieldInputId('status')}>{postFieldLabels.status?.()}</label>
              <select
                id={fieldInputId('status')}
                value={form.status}
                onChange={(event) =>
                  setForm((current) => ({ ...current, status: event.target.value === 'registered' ? 'registered' : 'filed' }))
                }
              >
                <option value="filed">{m.admin_post_patent_filed()}</option>
                <option value="registered">{m.admin_post_patent_registered()}</option>
              </select>
            </div>
            <ScalarInput
              {...scalar}
              field="registrationNumber"
              required={false}
              input={{ type: 'text', maxLength: postTextLimits.number }}
            />
            <ScalarInput {...scalar} field="registeredAt" required={false} input={{ type: 'date' }} />
            <ScalarInput {...scalar} field="office" input={{ type: 'text', maxLength: 20 }} hint={m.admin_post_office_hint()} />
          </>
        ) : null}
        {type === 'thesis' ? (
          <>
            <ScalarInput {...scalar} field="authors" input="textarea" hint={m.admin_post_authors_hint()} />
            <ScalarInput {...scalar} field="journal" input={{ type: 'text', maxLength: postTextLimits.journal }} />
            <ScalarInput {...scalar} field="year" input={{ type: 'number', min: 1900, max: 2100 }} />
            <ScalarInput {...scalar} field="volume" required={false} input={{ type: 'text', maxLength: postTextLimits.number }} />
            <ScalarInput {...scalar} field="pages" required={false} input={{ type: 'text', maxLength: postTextLimits.number }} />
            <ScalarInput {...scalar} field="doi" input={{ type: 'text', maxLength: 200 }} />
          </>
        ) : null}
        {(categorizedPostTypes as readonly string[]).includes(type) ? (
          <CategorySelect type={type} form={form} setForm={setForm} />
        ) : null}
      </div>
    </>
  )
}

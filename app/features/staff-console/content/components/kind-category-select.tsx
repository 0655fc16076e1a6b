import { useQuery } from '@tanstack/react-query'
import { type PostType, postTypes } from '~/api/contract/posts'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { editingOrderQuery, postCategoriesQuery } from '../content-queries'
import type { EditableKind } from '../editable-kinds'
import type { ControlProps } from './kind-field-attributes'

/** A choice among the options loaded, with its loading and failure shown. */
function CategoryChoice({
  value,
  onChange,
  attributes,
  none,
  options,
  pending,
  failed,
}: ControlProps & {
  none: string
  options: Array<{ value: string; label: string; lang?: string }>
  pending: boolean
  failed: boolean
}) {
  return (
    <>
      <select {...attributes} value={value} aria-busy={pending} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {failed ? <p className="field-error">{m.admin_load_failed()}</p> : null}
    </>
  )
}

/** A FAQ question's category: one of the FAQ's categories, by its Korean name. */
export function FaqCategorySelect(props: ControlProps) {
  const categories = useQuery(editingOrderQuery('faq-categories'))
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.title,
    lang: 'ko-KR',
  }))
  return (
    <CategoryChoice
      {...props}
      none={m.admin_site_choose_category()}
      options={options}
      pending={categories.isPending}
      failed={categories.isError}
    />
  )
}

/** A post's category: one of its type's, in the console's language, or none (listed under "all" only). */
export function PostCategorySelect({ kind, ...props }: ControlProps & { kind: EditableKind }) {
  const categories = useQuery(postCategoriesQuery())
  const locale = getLocale() as Locale
  const type = postTypes.find((candidate): candidate is PostType => candidate === kind)
  const options = (categories.data ?? [])
    .filter((category) => category.postType === type)
    .map((category) => ({
      value: String(category.id),
      label: category.name[locale] ?? category.name['ko-KR'] ?? String(category.id),
    }))
  return (
    <CategoryChoice
      {...props}
      none={m.admin_post_no_category()}
      options={options}
      pending={categories.isPending}
      failed={categories.isError}
    />
  )
}

import { styled } from '@linaria/react'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef } from 'react'
import { MAX_QUERY_LENGTH } from '~/api/contract/query-limits'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  width: 100%;
  input {
    background: ${colors.background};
    border: 1px solid ${colors.third};
    border-radius: 8px;
    color: ${colors.text};
    flex: 1 1 auto;
    font-size: 16px;
    min-height: 44px;
    min-width: 0;
    padding: 0 14px;
  }
  /* Above the header's own look of its buttons, where the form opens. */
  button[type='submit'] {
    background: ${colors.primary};
    border: 0;
    border-radius: 8px;
    color: ${colors.textInverse};
    cursor: pointer;
    flex: 0 0 auto;
    font-size: 15px;
    font-weight: 600;
    min-height: 44px;
    padding: 0 18px;
    white-space: nowrap;
  }
  button[type='submit']:hover {
    background: ${colors.primaryHover};
  }
`

interface SiteSearchFormProps {
  /** Makes the field's id unique on the page (the header's, the phone menu's, the search page's). */
  idPrefix: string
  defaultValue?: string
  autoFocus?: boolean
  /** After a search is sent (a menu closes). */
  onSearch?: () => void
}

/**
 * The site search's field: a GET form to /search that works before the page's script has loaded; once it has, the
 * search is a client navigation. An empty field stays where it is.
 */
export function SiteSearchForm({ idPrefix, defaultValue, autoFocus, onSearch }: SiteSearchFormProps) {
  const navigate = useNavigate()
  const fieldId = `${idPrefix}-search-field`
  const fieldRef = useRef<HTMLInputElement>(null)
  // The field is shown because the visitor asked to search (the header's button): it takes the focus.
  useEffect(() => {
    if (autoFocus) fieldRef.current?.focus()
  }, [autoFocus])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('q') as HTMLInputElement
    const q = field.value.trim()
    if (!q) {
      field.focus()
      return
    }
    onSearch?.()
    void navigate({ to: '/search', search: { q } })
  }
  return (
    <Form role="search" action="/search" method="get" onSubmit={submit} aria-label={m.nav_search_label()}>
      <label htmlFor={fieldId} className="visually-hidden">
        {m.nav_search_label()}
      </label>
      <input type="hidden" name="lang" value={getLocale()} />
      <input
        id={fieldId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={m.nav_search_placeholder()}
        enterKeyHint="search"
        ref={fieldRef}
      />
      <button type="submit">{m.nav_search()}</button>
    </Form>
  )
}

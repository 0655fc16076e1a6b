import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { type ContentItemSummary, contentStateFilters } from '~/api/contract/content-editing'
import type { PostType } from '~/api/contract/posts'
import { colors } from '~/components/styles/theme'
import { Button, buttonLook } from '~/components/ui/button'
import { localeAutonyms } from '~/i18n/language-switch'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ConsoleColumn } from '../../components/data-table'
import { PagedTable } from '../../components/paged-table'
import type { ConsoleSearch } from '../../console-search'
import { ListBar } from '../../operations/operations.styles'
import { StatusTabs } from '../../operations/status-tabs'
import { useConsoleSearchUpdate } from '../../use-console-search'
import { editorInputs } from '../content.styles'
import { postPath } from '../post-address'
import { contentStateLabels } from '../post-labels'
import { postListQuery } from '../post-queries'
import { type PostListQuery, postQueryOf } from '../post-search'
import { PublicationStateText } from './publication-state-text'

const Filters = styled.form`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 16px;
  ${editorInputs}
  .field {
    display: grid;
    flex: 1 1 200px;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
`

const NewItem = styled.p`
  margin: 0;
  a {
    ${buttonLook}
    border: 1px solid ${colors.primary};
    display: inline-block;
    padding: 10px 20px;
    text-decoration: none;
  }
`

const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border: 1px solid ${colors.warning};
    border-radius: 4px;
    color: ${colors.warning};
    font-size: 13px;
    padding: 0 6px;
  }
`

/** The languages an item still lacks, each by its own name (none: all five written). */
function MissingLocales({ missing }: { missing: readonly Locale[] }) {
  if (missing.length === 0) return <span>{m.admin_post_all_languages()}</span>
  return (
    <Missing aria-label={m.admin_post_missing_label()}>
      {missing.map((locale) => (
        <li key={locale} lang={locale}>
          {localeAutonyms[locale]}
        </li>
      ))}
    </Missing>
  )
}

const columns = (type: PostType, locale: ReturnType<typeof getLocale>): ConsoleColumn<ContentItemSummary>[] => [
  {
    id: 'title',
    header: m.admin_post_field_title,
    cell: (row) => (
      <Link to="/admin/$" params={{ _splat: postPath(type, row.id) }} search={{}} lang="ko-KR">
        {row.title}
      </Link>
    ),
  },
  { id: 'state', header: m.admin_post_col_state, cell: (row) => <PublicationStateText item={row} locale={locale} /> },
  { id: 'missing', header: m.admin_post_col_missing, cell: (row) => <MissingLocales missing={row.missingLocales} /> },
]

/** The search and the missing-language filter, applied to the address on submit. */
function PostFilters({ query }: { query: PostListQuery }) {
  const updateSearch = useConsoleSearchUpdate()
  const [q, setQ] = useState(query.q ?? '')
  const [missing, setMissing] = useState<string>(query.missing ?? '')
  function apply(event: FormEvent) {
    event.preventDefault()
    void updateSearch({ q: q.trim(), missing })
  }
  return (
    <Filters role="search" aria-label={m.admin_filter_legend()} onSubmit={apply}>
      <div className="field">
        <label htmlFor="post-q">{m.admin_post_search()}</label>
        <input id="post-q" type="search" maxLength={100} value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="post-missing">{m.admin_post_missing_filter()}</label>
        <select id="post-missing" value={missing} onChange={(event) => setMissing(event.target.value)}>
          <option value="">{m.admin_filter_all()}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {m.admin_post_missing_in({ language: localeAutonyms[locale] })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{m.admin_filter_apply()}</Button>
      <Button
        type="button"
        data-variant="secondary"
        onClick={() => {
          setQ('')
          setMissing('')
          void updateSearch({ q: undefined, missing: undefined, state: undefined })
        }}
      >
        {m.admin_filter_clear()}
      </Button>
    </Filters>
  )
}

/** /admin/posts/<type>: a type's items, newest change first, by state, missing language and title. */
export function PostList({ type, search }: { type: PostType; search: ConsoleSearch }) {
  const query = postQueryOf(search)
  const list = useQuery(postListQuery(type, query))
  const locale = getLocale()
  return (
    <>
      <ListBar>
        <StatusTabs
          label={m.admin_post_col_state()}
          param="state"
          values={contentStateFilters}
          current={query.state}
          labelOf={(value) => contentStateLabels[value]()}
        />
        <NewItem>
          <Link to="/admin/$" params={{ _splat: postPath(type, 'new') }} search={{}}>
            {m.admin_post_new()}
          </Link>
        </NewItem>
      </ListBar>
      <PostFilters key={`${query.q ?? ''}|${query.missing ?? ''}`} query={query} />
      <PagedTable
        list={list}
        announceTotal
        caption={m.admin_post_list_caption()}
        columns={columns(type, locale)}
        rowId={(row) => String(row.id)}
        empty={m.admin_post_empty()}
      />
    </>
  )
}

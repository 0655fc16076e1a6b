import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import type { EndpointData } from '~/api/contract/endpoint'
import type { postCategoryEditingEndpoints } from '~/api/contract/post-editing-endpoints'
import { type CategorizedPostType, categorizedPostTypes } from '~/api/contract/posts'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { baseLocale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { Panel } from '../../kit/console.styles'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type LocalizedDraft, LocalizedTextFields, localizedDraftOf } from '../../kit/localized-text-fields'
import { MissingLocales } from '../../kit/missing-locales'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { EditorForm } from '../content.styles'
import { postCategoriesQuery } from '../content-queries'
import { postTypeLabels } from '../post-labels'

const _functions = () => import('../content-editing.functions')

const NAME_MAX = 100

type Category = EndpointData<typeof postCategoryEditingEndpoints.categoryList>[number]

const Rows = styled.ul`
  display: grid;
  gap: 8px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  > li {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    display: grid;
    gap: 8px;
    padding: 12px;
  }
  .row {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: space-between;
  }
`

/** A category's names in five languages (Korean required), sent by `send`; the form stays as typed on a refusal. */
function NameForm({
  id,
  initial,
  submitLabel,
  children,
  send,
  onCancel,
}: {
  id: string
  initial: LocalizedDraft
  submitLabel: string
  children?: ReactNode
  send: (name: LocalizedDraft) => Promise<boolean>
  onCancel?: () => void
}) {
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string>()
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!name[baseLocale].trim()) {
      setError(m.admin_post_problem_required())
      document.getElementById(`${id}-${baseLocale}`)?.focus()
      return
    }
    setError(undefined)
    void send(name).then((done) => {
      if (done && !onCancel) setName(localizedDraftOf(null))
    })
  }
  return (
    <EditorForm onSubmit={submit} noValidate aria-label={submitLabel}>
      {children}
      <LocalizedTextFields
        id={id}
        label={m.admin_post_category_name()}
        value={name}
        onChange={setName}
        max={NAME_MAX}
        errors={error ? { [baseLocale]: error } : {}}
      />
      <div className="actions">
        <Button type="submit">{submitLabel}</Button>
        {onCancel ? (
          <Button type="button" data-variant="secondary" onClick={onCancel}>
            {m.admin_cancel()}
          </Button>
        ) : null}
      </div>
    </EditorForm>
  )
}

function CategoryRow({ category, onChanged }: { category: Category; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState(false)
  const action = useConsoleAction()
  return (
    <li data-testid="post-category">
      <div className="row">
        <span lang="ko-KR">{category.name[baseLocale] ?? String(category.id)}</span>
        <MissingLocales missing={locales.filter((locale) => !category.name[locale]?.trim())} />
        {editing ? null : (
          <Button type="button" data-variant="secondary" onClick={() => setEditing(true)}>
            {m.admin_post_category_rename()}
          </Button>
        )}
      </div>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      {editing ? (
        <NameForm
          id={`post-category-${category.id}`}
          initial={localizedDraftOf(category.name)}
          submitLabel={m.admin_post_category_save()}
          onCancel={() => setEditing(false)}
          send={(name) =>
            action.run(
              () => changeStaff('categoryUpdate', { params: { id: category.id }, body: { name } }),
              async () => {
                setEditing(false)
                await onChanged()
              },
            )
          }
        />
      ) : null}
    </li>
  )
}

function NewCategory({ onChanged }: { onChanged: () => Promise<void> }) {
  const [postType, setPostType] = useState<CategorizedPostType>('news')
  const [notice, setNotice] = useState('')
  const action = useConsoleAction()
  return (
    <Panel aria-labelledby="post-category-new-heading">
      <h2 id="post-category-new-heading">{m.admin_post_category_new()}</h2>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint">
        {notice}
      </p>
      <NameForm
        id="post-category-new"
        initial={localizedDraftOf(null)}
        submitLabel={m.admin_post_category_add()}
        send={(name) => {
          setNotice('')
          return action.run(
            () => changeStaff('categoryCreate', { body: { postType, name } }),
            async () => {
              setNotice(m.admin_post_category_added())
              await onChanged()
            },
          )
        }}
      >
        <div className="field">
          <label htmlFor="post-category-type">{m.admin_post_category_type()}</label>
          <select
            id="post-category-type"
            value={postType}
            onChange={(event) => setPostType(categorizedPostTypes.find((type) => type === event.target.value) ?? 'news')}
          >
            {categorizedPostTypes.map((type) => (
              <option key={type} value={type}>
                {postTypeLabels[type]()}
              </option>
            ))}
          </select>
        </div>
      </NameForm>
    </Panel>
  )
}

/** /admin/posts/categories: the categories of news, patents and theses, renamed in five languages, and new ones. */
export function PostCategories() {
  const categories = useQuery(postCategoriesQuery())
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: postCategoriesQuery().queryKey })
  return (
    <>
      <Panel aria-labelledby="post-categories-heading">
        <h2 id="post-categories-heading">{m.admin_post_category_heading()}</h2>
        {categories.isError ? (
          <ConsoleError error={categories.error} onRetry={() => void categories.refetch()} />
        ) : !categories.data ? (
          <ConsoleLoading />
        ) : (
          categorizedPostTypes.map((type) => {
            const own = categories.data.filter((category) => category.postType === type)
            return (
              <section key={type} aria-labelledby={`post-categories-${type}`}>
                <h3 id={`post-categories-${type}`}>{postTypeLabels[type]()}</h3>
                {own.length === 0 ? (
                  <ConsoleEmpty>{m.admin_post_category_empty()}</ConsoleEmpty>
                ) : (
                  <Rows>
                    {own.map((category) => (
                      <CategoryRow key={category.id} category={category} onChanged={refresh} />
                    ))}
                  </Rows>
                )}
              </section>
            )
          })
        )}
      </Panel>
      <NewCategory onChanged={refresh} />
    </>
  )
}

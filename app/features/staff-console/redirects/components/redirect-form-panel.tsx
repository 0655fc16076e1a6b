import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import {
  fromAddressOf,
  REDIRECT_FROM_MAX_LENGTH,
  REDIRECT_TO_MAX_LENGTH,
  type RedirectStatus,
  redirectStatuses,
} from '~/api/contract/redirect-addresses'
import type { RedirectSummary } from '~/api/contract/redirect-endpoints'
import { controlLook } from '~/components/form/control-look'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { FIRST_INVALID_FIELD, useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useConsoleNavigate } from '../../address/console-link'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { DeleteAfterConfirming } from '../../kit/delete-after-confirming'
import { deletionHandOff, listQueryHolding } from '../../kit/deletion-hand-off'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import {
  asksToRetire,
  type RedirectForm,
  type RedirectProblems,
  readableAddress,
  redirectFormOf,
  redirectProblems,
} from '../redirect-form'
import { statusLabel } from '../redirect-labels'
import { redirectsKey } from '../redirect-queries'
import type { RedirectListQuery } from '../redirect-search'
import { RetiredPageDialog } from './retired-page-dialog'

const functions = () => import('../redirects.functions')

const Row = styled.div`
  align-items: start;
  display: grid;
  gap: 16px;
  /* The status as wide as its longest choice ("Permanent (301)"), the addresses sharing the rest. */
  grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(min-content, 1fr);
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
  select {
    ${controlLook}
    padding: 8px 12px;
    /* A width in percent gives the column no minimum: its longest choice is the minimum. */
    min-width: max-content;
    width: 100%;
  }
  .status {
    display: grid;
    gap: 4px;
    label {
      font-weight: 600;
    }
  }
  .off-site {
    grid-column: 1 / -1;
  }
`

/**
 * The form of one redirect: from-address, to-address, permanent or temporary. Empty, it adds one (on the list's page);
 * with a redirect, it changes or deletes it. Another site's address needs the editor's explicit choice (decision 111);
 * the page of a news article, patent or paper no longer public, a choice in a dialog that offers 302 first, and one
 * still public is refused naming its page (decision 116). Checked here by the contract's rules, and by the API for
 * chains, loops and the items' pages.
 */
export function RedirectFormPanel({ redirect }: { redirect?: RedirectSummary }) {
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  const action = useConsoleAction()
  const [form, setForm] = useState<RedirectForm>(() => redirectFormOf(redirect))
  const [problems, setProblems] = useState<RedirectProblems>({})
  const focusFirstProblem = useFocusAfterRender(FIRST_INVALID_FIELD)
  // A change made: the focus goes to what it did, read there, the form ready for the next.
  const focusNotice = useFocusAfterRender('redirect-notice')
  const [notice, setNotice] = useState('')
  const [retiredPage, setRetiredPage] = useState<string>()
  const locale = getLocale()
  const headingId = redirect ? 'redirect-heading' : 'redirect-new-heading'

  async function afterChange() {
    await queryClient.invalidateQueries({ queryKey: redirectsKey })
  }

  /** Saves the fields; `retiredPage`: the editor chose to redirect an item's page no longer public, or had. */
  function save(fields: RedirectForm): Promise<boolean> {
    const data = { ...fields, retiredPage: 'itemPage' in fromAddressOf(fields.from) }
    if (!redirect) {
      return action.run(
        () => changeStaff('createRedirect', { body: data }),
        async () => {
          await afterChange()
          setForm(redirectFormOf(undefined))
          setNotice(m.admin_redirect_added())
          focusNotice()
        },
      )
    }
    return action.run(
      () => changeStaff('updateRedirect', { params: { id: redirect.id }, body: { version: redirect.version, fields: data } }),
      async () => {
        await afterChange()
        setNotice(m.admin_redirect_saved())
        focusNotice()
      },
    )
  }

  /** Asks the API what the item's page is now: refused naming it while public, else the dialog asks. */
  function askToRetire() {
    void action.run(
      async () => (await functions()).redirectFromPage({ data: { from: form.from } }),
      async ({ itemPage }) => {
        if (!itemPage) return void (await save(form))
        if (!itemPage.live) return setRetiredPage(itemPage.page)
        setProblems({ from: m.admin_redirect_from_live_page({ page: readableAddress(itemPage.page) }) })
        focusFirstProblem()
      },
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const found = redirectProblems(form)
    setProblems(found)
    if (Object.keys(found).length > 0) return void focusFirstProblem()
    if (asksToRetire(form, redirect)) return askToRetire()
    void save(form)
  }

  function chooseRetired(status: RedirectStatus) {
    setRetiredPage(undefined)
    setForm({ ...form, status })
    void save({ ...form, status })
  }

  const field = (name: 'from' | 'to', label: string, hint: string, max: number) => (
    <FormField
      id={`redirect-${name}`}
      type="text"
      autoComplete="off"
      label={label}
      hint={hint}
      value={form[name]}
      maxLength={max}
      error={problems[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
      onBlur={() => undefined}
    />
  )

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{redirect ? m.admin_redirect_edit_heading() : m.admin_redirect_new()}</h2>
      {redirect ? (
        <p className="hint">
          {m.admin_redirect_hits_line({
            hits: formatNumber(redirect.hits),
            last: redirect.lastHitAt ? formatTimestamp(redirect.lastHitAt, locale) : m.admin_redirect_never(),
          })}
        </p>
      ) : null}
      {redirect?.livePage ? (
        <p className="hint">{m.admin_redirect_live_page({ page: readableAddress(redirect.livePage) })}</p>
      ) : null}
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p className="hint" role="status" id="redirect-notice">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Row>
          {field('from', m.admin_redirect_from(), m.admin_redirect_from_hint(), REDIRECT_FROM_MAX_LENGTH)}
          {field('to', m.admin_redirect_to(), m.admin_redirect_to_hint(), REDIRECT_TO_MAX_LENGTH)}
          <div className="status">
            <label htmlFor="redirect-status">{m.admin_redirect_status()}</label>
            <select
              id="redirect-status"
              value={form.status}
              onChange={(event) => setForm({ ...form, status: Number(event.target.value) === 302 ? 302 : 301 })}
            >
              {redirectStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="off-site">
            <label className="check" htmlFor="redirect-off-site">
              <input
                id="redirect-off-site"
                type="checkbox"
                aria-describedby="redirect-off-site-hint"
                checked={form.offSite}
                onChange={(event) => setForm({ ...form, offSite: event.target.checked })}
              />
              {m.admin_redirect_off_site()}
            </label>
            <p className="hint" id="redirect-off-site-hint">
              {m.admin_redirect_off_site_hint()}
            </p>
          </div>
        </Row>
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {redirect ? m.admin_redirect_save() : m.admin_redirect_create()}
          </Button>
        </div>
      </PanelForm>
      <RetiredPageDialog page={retiredPage} onChoose={chooseRetired} onClose={() => setRetiredPage(undefined)} />
      {redirect ? (
        <DeleteAfterConfirming
          label={m.admin_redirect_delete()}
          title={m.admin_redirect_delete_title()}
          confirmLabel={m.admin_redirect_delete_confirm()}
          remove={() => changeStaff('deleteRedirect', { params: { id: redirect.id }, query: { version: redirect.version } })}
          onRemoved={async () => {
            const state = deletionHandOff(queryClient, redirectsKey, redirect.id, readableAddress(redirect.from))
            const search = listQueryHolding<RedirectListQuery>(queryClient, redirectsKey, redirect.id)
            await afterChange()
            await navigate({ section: 'redirects', view: 'list', search }, { state })
          }}
        >
          <p>{m.admin_redirect_delete_what({ from: readableAddress(redirect.from) })}</p>
        </DeleteAfterConfirming>
      ) : null}
    </Panel>
  )
}

import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { companyDetailLimits } from '~/api/contract/company-details-endpoints'
import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { Fieldset } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { media } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { FIRST_INVALID_FIELD, useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { Panel, PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { LocalizedTextFields } from '../../kit/localized-text-fields'
import { StaleSaveAlerts } from '../../kit/stale-save-alerts'
import { useConsoleAction } from '../../kit/use-console-action'
import { useStaleSave } from '../../kit/use-stale-save'
import type { SectionProps } from '../../section-props'
import { changeStaff } from '../../staff-calls'
import type { getCompanyDetails } from '../company.functions'
import {
  type CompanyForm,
  type CompanyProblem,
  type CompanyProblems,
  companyFieldsOf,
  companyFormOf,
  companyProblems,
  hasCompanyProblems,
  localizedCompanyFields,
} from '../company-form'
import { companyDetailsQuery } from '../company-queries'
import { companyTexts } from '../company-texts'

const labels = {
  name: () => m.admin_company_name(),
  ceo: () => m.admin_company_ceo(),
  address: () => m.admin_company_address(),
  mailOrderRegNo: () => m.admin_company_mail_order_reg_no(),
}

const fieldLabels = {
  ...labels,
  businessRegNo: () => m.admin_company_business_reg_no(),
  phone: () => m.admin_company_phone(),
  email: () => m.admin_company_email(),
  videoId: () => m.admin_company_video_id(),
  lat: () => m.admin_company_latitude(),
  lng: () => m.admin_company_longitude(),
}

function problemText(problem: CompanyProblem | undefined, max = 0): string | undefined {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return m.admin_form_required()
    case 'too_long':
      return m.admin_form_too_long({ max: String(max) })
    case 'format':
      return m.admin_company_format()
    case 'coordinates':
      return m.admin_company_coordinates_problem()
    case 'unkeepable':
    case 'line_break':
      return textFaultMessages[problem]()
  }
}

/** /admin/company: the company's details as the footer, contact pages and home hero show them; saved, shown at once. */
export default function CompanyPage(_props: SectionProps<'company'>) {
  const details = useQuery(companyDetailsQuery())
  if (details.isPending) return <ConsoleLoading />
  if (details.isError) return <ConsoleError onRetry={() => void details.refetch()} />
  return <CompanyDetailsForm details={details.data} />
}

type Details = Awaited<ReturnType<typeof getCompanyDetails>>

const noProblems: CompanyProblems = { localized: {}, plain: {} }

/**
 * The details' form, saved over the version it was read at: a save over someone else's newer change shows their
 * version next to what was typed; nothing typed is lost.
 */
function CompanyDetailsForm({ details }: { details: Details }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [form, setForm] = useState<CompanyForm>(() => companyFormOf(details.fields))
  const [problems, setProblems] = useState<CompanyProblems>(noProblems)
  const focusFirstProblem = useFocusAfterRender(FIRST_INVALID_FIELD)
  const locale = getLocale()
  const overridden = new Set(details.overridden)
  const conflict = useStaleSave({
    version: details.version,
    latestQuery: companyDetailsQuery(),
    action,
    form,
    formOf: (saved) => companyFormOf(saved.fields),
    replaceForm: (next) => {
      setForm(next)
      setProblems(noProblems)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    save()
  }

  /** Saves the form over the version it was read at, or over `over` (their version, after a stale save). */
  function save(over?: number) {
    conflict.setNotice('')
    const found = companyProblems(form)
    setProblems(found)
    if (hasCompanyProblems(found)) {
      focusFirstProblem()
      return
    }
    const fields = companyFieldsOf(form)
    void conflict.save(
      (version) => changeStaff('saveCompanyDetails', { body: { version, fields } }),
      async () => {
        await queryClient.invalidateQueries({ queryKey: companyDetailsQuery().queryKey })
        return m.admin_company_saved()
      },
      over,
    )
  }

  const plainField = (
    field: 'businessRegNo' | 'phone' | 'email' | 'videoId' | 'lat' | 'lng',
    label: string,
    options: { type?: 'text' | 'email' | 'tel'; hint?: string; required?: boolean; error?: string } = {},
  ) => (
    <FormField
      id={`company-${field}`}
      type={options.type ?? 'text'}
      autoComplete="off"
      label={label}
      value={form[field]}
      required={options.required ?? true}
      error={options.error}
      hint={
        [options.hint, overridden.has(field) ? m.admin_company_overridden() : undefined].filter(Boolean).join(' ') || undefined
      }
      onChange={(value) => setForm({ ...form, [field]: value })}
      onBlur={() => undefined}
    />
  )

  return (
    <Panel aria-labelledby="company-heading">
      <h2 id="company-heading">{m.admin_company_heading()}</h2>
      <p className="hint">{m.admin_company_hint()}</p>
      {details.updatedBy || details.version > 1 ? (
        <p className="hint">
          {m.admin_company_last_saved({
            when: formatTimestamp(details.updatedAt, locale),
            who: details.updatedBy ?? m.admin_company_machine(),
          })}
        </p>
      ) : null}
      {overridden.size > 0 ? (
        <p className="hint" data-testid="company-overrides">
          {m.admin_company_overrides({ fields: [...overridden].join(', ') })}
        </p>
      ) : null}
      <StaleSaveAlerts
        conflict={conflict}
        texts={companyTexts}
        labels={fieldLabels}
        onKeepMine={save}
        onReload={() => void conflict.readTheirs()}
      />
      <PanelForm onSubmit={submit} noValidate>
        {localizedCompanyFields.map((field) => (
          <div key={field}>
            <LocalizedTextFields
              id={`company-${field}`}
              label={labels[field]()}
              value={form[field]}
              onChange={(next) => setForm({ ...form, [field]: next })}
              max={companyDetailLimits[field]}
              errors={
                Object.fromEntries(
                  Object.entries(problems.localized[field] ?? {}).map(([language, problem]) => [
                    language,
                    problemText(problem, companyDetailLimits[field]),
                  ]),
                ) as Partial<Record<Locale, string>>
              }
            />
            {overridden.has(field) ? <p className="hint">{m.admin_company_overridden()}</p> : null}
          </div>
        ))}
        {plainField('businessRegNo', m.admin_company_business_reg_no(), {
          hint: '123-45-67890',
          error: problemText(problems.plain.businessRegNo),
        })}
        {plainField('phone', m.admin_company_phone(), { type: 'tel', error: problemText(problems.plain.phone) })}
        {plainField('email', m.admin_company_email(), { type: 'email', error: problemText(problems.plain.email) })}
        {plainField('videoId', m.admin_company_video_id(), {
          hint: m.admin_company_video_id_hint(),
          required: false,
          error: problemText(problems.plain.videoId),
        })}
        <Fieldset>
          <legend>{m.admin_company_location()}</legend>
          <p className="hint">{m.admin_company_location_hint()}</p>
          <Coordinates>
            {plainField('lat', m.admin_company_latitude(), { required: false, error: problemText(problems.plain.location) })}
            {plainField('lng', m.admin_company_longitude(), { required: false, error: problemText(problems.plain.location) })}
          </Coordinates>
        </Fieldset>
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_company_save()}
          </Button>
        </div>
      </PanelForm>
    </Panel>
  )
}

const Coordinates = styled.div`
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`

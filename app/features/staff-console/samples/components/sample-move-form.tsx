import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type AdminSampleDetail, type SampleStatus, sampleShippingLimits } from '~/api/contract/member-area-admin-endpoints'
import { describedBy, FieldError } from '~/components/form/field-error'
import { Fieldset } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { TextareaField } from '~/components/form/textarea-field'
import { Button } from '~/components/ui/button'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { consoleQueryKey } from '../../console-queries'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm } from '../../kit/console.styles'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { sampleStatusLabels } from '../sample-labels'
import { type SampleMoveFields, sampleMoveBody, sampleMoveProblems, sampleTargets } from '../sample-move'
import { samplesKey } from '../sample-queries'

type Field = 'carrier' | 'trackingNumber' | 'declineReason'
const fieldOrder: readonly Field[] = ['carrier', 'trackingNumber', 'declineReason']
const fieldId = (field: Field) => `sample-${field}`
const statusId = (status: SampleStatus | undefined) => `sample-status-${status}`
const statusErrorId = 'sample-status-error'

/**
 * The request's next step: the workflow's moves from its status (a step back included), with the carrier and tracking
 * number to ship or the reason the member reads to decline. It starts on the current status (checked when correcting
 * it is one of the moves, none checked otherwise), so a request moves only when a status is chosen. What was typed
 * stays on a refusal and after a reload.
 */
export function SampleMoveForm({ sample }: { sample: AdminSampleDetail }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const targets = sampleTargets(sample.status)
  const [fields, setFields] = useState<Omit<SampleMoveFields, 'status'> & { status?: SampleStatus }>({
    carrier: sample.carrier ?? '',
    trackingNumber: sample.trackingNumber ?? '',
    declineReason: sample.declineReason ?? '',
  })
  const [shown, setShown] = useState<ReturnType<typeof sampleMoveProblems>>({})
  const [statusUnchosen, setStatusUnchosen] = useState(false)
  const [notice, setNotice] = useState('')
  if (targets.length === 0) return null
  const current = targets.includes(sample.status) ? sample.status : undefined
  const status = fields.status && targets.includes(fields.status) ? fields.status : current
  const set = (field: keyof SampleMoveFields) => (value: string) => {
    const next = { ...fields, [field]: value }
    setFields(next)
    const nextStatus = (next.status as SampleStatus | undefined) ?? status
    if (Object.keys(shown).length > 0 && nextStatus) setShown(sampleMoveProblems({ ...next, status: nextStatus }))
  }
  const message = (field: Field) => problemMessage(shown[field], { max: sampleShippingLimits[field] })
  const statusError = statusUnchosen && !status ? m.admin_sample_choose_status() : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    if (!status) {
      setStatusUnchosen(true)
      document.getElementById(statusId(targets[0]))?.focus()
      return
    }
    const move: SampleMoveFields = { ...fields, status }
    const problems = sampleMoveProblems(move)
    setShown(problems)
    const first = fieldOrder.find((field) => problems[field])
    if (first) {
      document.getElementById(fieldId(first))?.focus()
      return
    }
    void action.run(
      () => changeStaff('moveSampleRequest', { params: { id: sample.id }, body: sampleMoveBody(move, sample.version) }),
      async (moved) => {
        await queryClient.invalidateQueries({ queryKey: samplesKey })
        void queryClient.invalidateQueries({ queryKey: [...consoleQueryKey, 'dashboard'] })
        const status = sampleStatusLabels[moved.status]()
        setNotice(m.admin_sample_moved({ status, statusJosa: josaAfter(status, '으로/로') }))
      },
    )
  }

  const textField = (field: 'carrier' | 'trackingNumber', label: string) => (
    <FormField
      id={fieldId(field)}
      type="text"
      autoComplete="off"
      maxLength={sampleShippingLimits[field]}
      label={label}
      value={fields[field]}
      error={message(field)}
      onChange={set(field)}
      onBlur={() => undefined}
    />
  )

  return (
    <Panel aria-labelledby="sample-move-heading">
      <h2 id="sample-move-heading">{m.admin_sample_move()}</h2>
      <ActionAlert
        refusal={action.refusal}
        alertRef={action.alertRef}
        onReload={() => void queryClient.invalidateQueries({ queryKey: [...samplesKey, 'detail', sample.id] })}
      />
      <p role="status" className="hint">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate>
        <Fieldset aria-invalid={statusError ? true : undefined} aria-describedby={describedBy(statusErrorId, statusError)}>
          <legend>{m.admin_sample_move_to()}</legend>
          <div className="choices">
            {targets.map((target) => (
              <label key={target}>
                <input
                  id={statusId(target)}
                  type="radio"
                  name="sample-status"
                  value={target}
                  checked={status === target}
                  onChange={() => set('status')(target)}
                />
                {target === sample.status
                  ? m.admin_sample_correct({ status: sampleStatusLabels[target]() })
                  : sampleStatusLabels[target]()}
              </label>
            ))}
          </div>
          <FieldError id={statusErrorId} message={statusError} />
        </Fieldset>
        {status === 'shipped' ? (
          <>
            {textField('carrier', m.admin_sample_carrier())}
            {textField('trackingNumber', m.admin_sample_tracking())}
          </>
        ) : null}
        {status === 'declined' ? (
          <TextareaField
            id={fieldId('declineReason')}
            label={m.admin_sample_decline_reason()}
            value={fields.declineReason}
            error={message('declineReason')}
            onChange={set('declineReason')}
            onBlur={() => undefined}
            max={sampleShippingLimits.declineReason}
            counter={counterText}
            rows={4}
          />
        ) : null}
        {status === 'declined' ? <p className="hint">{m.admin_sample_decline_hint()}</p> : null}
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {m.admin_sample_move_submit()}
          </Button>
        </div>
      </PanelForm>
    </Panel>
  )
}

import { type FormEvent, useState } from 'react'
import { pointAdjustmentKinds, pointAdjustmentLimits } from '~/api/contract/admin-member-endpoints'
import { Fieldset } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../../kit/action-alert'
import { PanelForm } from '../../kit/console.styles'
import { amountOf } from '../../kit/form-problems'
import { problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { type PointFields, pointProblems } from '../member-forms'
import { pointKindLabels } from '../member-labels'

const empty: PointFields = { kind: 'grant', amount: '', reason: '' }

/** Grants or deducts points by hand; the member sees the line, with the reason, in their history. */
export function PointsForm({ memberId, balance, onDone }: { memberId: string; balance: number; onDone: () => Promise<void> }) {
  const action = useConsoleAction()
  const [fields, setFields] = useState(empty)
  const [shown, setShown] = useState<ReturnType<typeof pointProblems>>({})
  const [notice, setNotice] = useState('')
  const set = (field: keyof PointFields) => (value: string) => {
    const next = { ...fields, [field]: value } as PointFields
    setFields(next)
    if (Object.keys(shown).length > 0) setShown(pointProblems(next, balance))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const problems = pointProblems(fields, balance)
    setShown(problems)
    const first = (['amount', 'reason'] as const).find((field) => problems[field])
    const amount = amountOf(fields.amount, pointAdjustmentLimits.amount)
    if (first || !('amount' in amount)) {
      document.getElementById(`points-${first ?? 'amount'}`)?.focus()
      return
    }
    void action.run(
      () =>
        changeStaff('adjustPoints', {
          params: { id: memberId },
          body: { kind: fields.kind, amount: amount.amount, reason: fields.reason },
        }),
      async (result) => {
        await onDone()
        setFields(empty)
        setNotice(
          m.admin_points_done({
            amount: formatNumber(amount.amount),
            kind: pointKindLabels[fields.kind](),
            balance: formatNumber(result.balance),
          }),
        )
      },
    )
  }

  return (
    <PanelForm onSubmit={submit} noValidate aria-labelledby="points-form-heading">
      <h3 id="points-form-heading">{m.admin_points_adjust()}</h3>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint" data-testid="points-notice">
        {notice}
      </p>
      <Fieldset>
        <legend>{m.admin_points_kind()}</legend>
        <div className="choices">
          {pointAdjustmentKinds.map((kind) => (
            <label key={kind}>
              <input type="radio" name="points-kind" checked={fields.kind === kind} onChange={() => set('kind')(kind)} />
              {pointKindLabels[kind]()}
            </label>
          ))}
        </div>
      </Fieldset>
      <FormField
        id="points-amount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        label={m.admin_points_amount()}
        hint={m.admin_points_amount_hint({ max: formatNumber(pointAdjustmentLimits.amount) })}
        value={fields.amount}
        error={problemMessage(shown.amount, { max: pointAdjustmentLimits.amount })}
        onChange={set('amount')}
        onBlur={() => undefined}
      />
      <FormField
        id="points-reason"
        type="text"
        autoComplete="off"
        maxLength={pointAdjustmentLimits.reason}
        label={m.admin_points_reason()}
        hint={m.admin_points_reason_hint()}
        value={fields.reason}
        error={problemMessage(shown.reason, { max: pointAdjustmentLimits.reason })}
        onChange={set('reason')}
        onBlur={() => undefined}
      />
      <div className="actions">
        <Button type="submit" aria-disabled={action.pending || undefined}>
          {m.admin_points_submit()}
        </Button>
      </div>
    </PanelForm>
  )
}

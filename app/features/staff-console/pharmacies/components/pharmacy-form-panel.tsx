import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { koreanRegions } from '~/api/contract/korean-region-list'
import { districtsOf } from '~/api/contract/korean-regions'
import { type PharmacyDetail, pharmacyTextLimits } from '~/api/contract/pharmacy-editing-endpoints'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { FIRST_INVALID_FIELD, useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useConsoleNavigate } from '../../address/console-link'
import { Panel, PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { DeleteInPlace } from '../../kit/delete-in-place'
import { deletionHandOff, listQueryHolding } from '../../kit/deletion-hand-off'
import { LocalizedTextFields } from '../../kit/localized-text-fields'
import { StaleSaveAlerts } from '../../kit/stale-save-alerts'
import { useConsoleAction } from '../../kit/use-console-action'
import { useStaleSave } from '../../kit/use-stale-save'
import { changeStaff } from '../../staff-calls'
import { localizedMessages, noProblems, pharmacyFieldLabels, plainMessage } from '../pharmacy-field-messages'
import {
  hasPharmacyProblems,
  type PharmacyForm,
  type PharmacyProblems,
  pharmacyFieldsOf,
  pharmacyFormOf,
  pharmacyProblems,
} from '../pharmacy-form'
import { pharmaciesKey, pharmacyDetailQuery, pharmacyProductChoicesQuery } from '../pharmacy-queries'
import type { PharmacyListQuery } from '../pharmacy-search'
import { pharmacyTexts } from '../pharmacy-texts'
import { ProductsField } from './pharmacy-products-field'

/** The reference list's provinces, and the districts of the province typed, offered as the two fields are typed. */
function suggestionsOf(field: string, province: string): readonly string[] | undefined {
  if (field === 'siNm') return Object.keys(koreanRegions)
  if (field === 'sggNm') return districtsOf(province)
  return undefined
}

const Row = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`

/**
 * The form of one pharmacy: name and address in five languages side by side, the rest once, its products. A save over
 * someone else's newer change shows their version next to what was typed; nothing typed is lost.
 */
export function PharmacyFormPanel({ detail }: { detail: PharmacyDetail | null }) {
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  const action = useConsoleAction()
  const productChoices = useQuery(pharmacyProductChoicesQuery())
  const [form, setForm] = useState<PharmacyForm>(() => pharmacyFormOf(detail?.fields))
  const [problems, setProblems] = useState<PharmacyProblems>(noProblems)
  const focusFirstProblem = useFocusAfterRender(FIRST_INVALID_FIELD)
  const locale = getLocale()
  const headingId = detail ? 'pharmacy-heading' : 'pharmacy-new-heading'
  const conflict = useStaleSave({
    version: detail?.version ?? 0,
    latestQuery: detail ? pharmacyDetailQuery(detail.id) : undefined,
    action,
    form,
    formOf: (saved) => pharmacyFormOf(saved.fields),
    replaceForm: (next) => {
      setForm(next)
      setProblems(noProblems)
    },
  })
  const products = productChoices.data ?? []

  async function afterChange() {
    await queryClient.invalidateQueries({ queryKey: pharmaciesKey })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    save()
  }

  /** Saves the form over the version it was read at, or over `over` (their version, after a stale save). */
  function save(over?: number) {
    conflict.setNotice('')
    const found = pharmacyProblems(form)
    setProblems(found)
    if (hasPharmacyProblems(found)) {
      focusFirstProblem()
      return
    }
    const fields = pharmacyFieldsOf(form)
    if (!detail) {
      void action.run(
        () => changeStaff('createPharmacy', { body: fields }),
        async ({ id }) => {
          await afterChange()
          await navigate({ section: 'pharmacies', view: 'detail', id })
        },
      )
      return
    }
    void conflict.save(
      (version) => changeStaff('updatePharmacy', { params: { id: detail.id }, body: { version, fields } }),
      async () => {
        await afterChange()
        return m.admin_pharmacy_saved()
      },
      over,
    )
  }

  function remove() {
    if (!detail) return
    void action.run(
      () => changeStaff('deletePharmacy', { params: { id: detail.id }, query: { version: conflict.version } }),
      async () => {
        const state = deletionHandOff(queryClient, pharmaciesKey, detail.id, detail.fields.name['ko-KR'] ?? '')
        const search = listQueryHolding<PharmacyListQuery>(queryClient, pharmaciesKey, detail.id)
        await afterChange()
        await navigate({ section: 'pharmacies', view: 'list', search }, { state })
      },
    )
  }

  type PlainField = 'phone' | 'siNm' | 'sggNm' | 'subwayArea' | 'subwayLine' | 'subwayName' | 'latitude' | 'longitude'
  const plainField = (field: PlainField, label: string, hint?: string) => {
    const max = field === 'phone' ? pharmacyTextLimits.phone : pharmacyTextLimits.place
    const degrees = field === 'latitude' || field === 'longitude'
    return (
      <FormField
        id={`pharmacy-${field}`}
        type={field === 'phone' ? 'tel' : 'text'}
        inputMode={degrees ? 'decimal' : undefined}
        hint={hint}
        autoComplete="off"
        label={label}
        value={form[field]}
        required={field === 'phone' || field === 'siNm' || field === 'sggNm'}
        maxLength={max * 2}
        error={plainMessage(problems.plain[field], max)}
        suggestions={suggestionsOf(field, form.siNm)}
        onChange={(value) => setForm({ ...form, [field]: value })}
        onBlur={() => undefined}
      />
    )
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{detail ? (detail.fields.name['ko-KR'] ?? '') : m.admin_pharmacy_new()}</h2>
      {detail ? (
        <p className="hint">
          {m.admin_pharmacy_last_saved({
            when: formatTimestamp(detail.updatedAt, locale),
            who: detail.updatedBy ?? m.admin_pharmacy_shipped(),
          })}
        </p>
      ) : (
        <p className="hint">{m.admin_pharmacy_no_draft_hint()}</p>
      )}
      <StaleSaveAlerts
        conflict={conflict}
        texts={(shown) => pharmacyTexts(shown, products)}
        labels={pharmacyFieldLabels}
        onKeepMine={save}
        onReload={detail ? () => void conflict.readTheirs() : undefined}
      />
      <PanelForm onSubmit={submit} noValidate aria-labelledby={headingId}>
        <LocalizedTextFields
          id="pharmacy-name"
          label={m.admin_pharmacy_name()}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          max={pharmacyTextLimits.name}
          errors={localizedMessages(problems.name, pharmacyTextLimits.name)}
        />
        <LocalizedTextFields
          id="pharmacy-address"
          label={m.admin_pharmacy_address()}
          value={form.address}
          onChange={(address) => setForm({ ...form, address })}
          max={pharmacyTextLimits.address}
          errors={localizedMessages(problems.address, pharmacyTextLimits.address)}
        />
        <Row>
          {plainField('phone', m.admin_pharmacy_phone())}
          {plainField('siNm', m.admin_pharmacy_province())}
          {plainField('sggNm', m.admin_pharmacy_district())}
        </Row>
        <Row>
          {plainField('subwayArea', m.admin_pharmacy_subway_area())}
          {plainField('subwayLine', m.admin_pharmacy_subway_line())}
          {plainField('subwayName', m.admin_pharmacy_subway_station())}
        </Row>
        <Row>
          {plainField('latitude', m.admin_pharmacy_latitude(), m.admin_pharmacy_coordinates_hint())}
          {plainField('longitude', m.admin_pharmacy_longitude())}
        </Row>
        <ProductsField choices={products} value={form.productIds} onChange={(productIds) => setForm({ ...form, productIds })} />
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {detail ? m.admin_pharmacy_save() : m.admin_pharmacy_create()}
          </Button>
          {detail ? (
            <DeleteInPlace
              id="pharmacy-delete"
              label={m.admin_pharmacy_delete()}
              confirmLabel={m.admin_pharmacy_delete_confirm()}
              cancelLabel={m.admin_pharmacy_delete_cancel()}
              pending={action.pending}
              onConfirm={remove}
            />
          ) : null}
        </div>
      </PanelForm>
    </Panel>
  )
}

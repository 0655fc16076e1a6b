import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { auditActionLabels, auditAreaLabels } from '~/api/contract/audit-action-labels'
import { areaFilter, areaOfFilter, auditActions, auditAreaOf, auditAreas, isAuditAction } from '~/api/contract/audit-actions'
import { FieldBox } from '~/components/form/form.styles'
import { media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import type { ConsoleAddress } from '../../address/console-addresses'
import { useFilterForm } from '../../address/use-filter-form'
import { DateRangeFields } from '../../kit/date-range-fields'
import { FilterActions } from '../../kit/filter-actions'
import { filterPanelLook } from '../../kit/filter-panel-look'
import { staffListQuery } from '../../staff-accounts/staff-accounts-queries'
import type { AuditQuery } from '../audit-queries'
import { auditSubjectTypes, subjectTypeLabel } from '../audit-subjects'

const Filters = styled.form`
  ${filterPanelLook}
  align-items: start;
  display: grid;
  gap: 12px;
  /* One column no wider than the screen on a phone: a long staff member's name must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    .words {
      grid-column: span 2;
    }
  }
  fieldset {
    border: 0;
    display: contents;
  }
  legend {
    font-weight: 700;
    grid-column: 1 / -1;
    padding: 0;
  }
  input,
  select {
    max-width: 100%;
    min-height: 44px;
    width: 100%;
  }
  .hint {
    font-size: 13px;
    margin: 4px 0 0;
  }
  .actions {
    display: flex;
    gap: 8px;
    grid-column: 1 / -1;
  }
`

/** The actions of each area, in the declared order, for the action list's groups. */
const actionsByArea = auditAreas.map((area) => ({
  area,
  actions: auditActions.filter((action) => auditAreaOf(action) === area),
}))

/**
 * An action the address names that the list does not (one typed into the address, an action of an older build): its
 * own option, so that the list shows the filter the entries below are filtered by rather than "All".
 */
const unlistedAction = (action: string | undefined) =>
  action && !isAuditAction(action) && !areaOfFilter(action) ? action : undefined

/**
 * The audit log's filters as a form: applied to the address on submit (a shareable, reloadable view); cleared at once.
 * The action is chosen from the list in words, an area's actions at once or one of them.
 */
export function AuditFilters({ address, query }: { address: ConsoleAddress<'audit'>; query: AuditQuery }) {
  const staff = useQuery(staffListQuery())
  const unlisted = unlistedAction(query.action)
  const form = useFilterForm(address, {
    staff: query.staff ?? '',
    action: query.action ?? '',
    subjectType: query.subjectType ?? '',
    subject: query.subject ?? '',
    words: query.words ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  })
  return (
    <Filters onSubmit={form.apply} role="search">
      <fieldset>
        <legend>{m.admin_filter_legend()}</legend>
        <FieldBox className="words">
          <label htmlFor="audit-words">{m.admin_audit_filter_words()}</label>
          <input id="audit-words" type="search" maxLength={100} aria-describedby="audit-words-hint" {...form.bind('words')} />
          <p className="hint" id="audit-words-hint">
            {m.admin_audit_filter_words_hint()}
          </p>
        </FieldBox>
        <FieldBox>
          <label htmlFor="audit-action">{m.admin_filter_action()}</label>
          <select id="audit-action" {...form.bind('action')}>
            <option value="">{m.admin_filter_all()}</option>
            {unlisted ? <option value={unlisted}>{unlisted}</option> : null}
            {actionsByArea.map(({ area, actions }) => (
              <optgroup key={area} label={auditAreaLabels[area]()}>
                <option value={areaFilter(area)}>{m.admin_audit_filter_area_all({ area: auditAreaLabels[area]() })}</option>
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {auditActionLabels[action]()}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FieldBox>
        <FieldBox>
          <label htmlFor="audit-staff">{m.admin_filter_staff()}</label>
          <select id="audit-staff" {...form.bind('staff')}>
            <option value="">{m.admin_filter_all()}</option>
            {staff.data?.items.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </FieldBox>
        <FieldBox>
          <label htmlFor="audit-subject-type">{m.admin_audit_filter_subject_type()}</label>
          <select id="audit-subject-type" {...form.bind('subjectType')}>
            <option value="">{m.admin_filter_all()}</option>
            {auditSubjectTypes.map((type) => (
              <option key={type} value={type}>
                {subjectTypeLabel(type)}
              </option>
            ))}
          </select>
        </FieldBox>
        <FieldBox>
          <label htmlFor="audit-subject">{m.admin_audit_filter_subject()}</label>
          <input id="audit-subject" type="text" maxLength={64} {...form.bind('subject')} />
        </FieldBox>
        <DateRangeFields idPrefix="audit" from={form.bind('from')} to={form.bind('to')} />
        <FilterActions onClear={() => form.clear()} />
      </fieldset>
    </Filters>
  )
}

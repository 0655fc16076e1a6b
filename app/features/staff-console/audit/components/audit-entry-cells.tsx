import { styled } from '@linaria/react'
import { auditActionLabels, handlingLabels } from '~/api/contract/audit-action-labels'
import { isAuditAction } from '~/api/contract/audit-actions'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleLink } from '../../address/console-link'
import { memberNameLabel } from '../../members/member-labels'
import type { AuditEntryView as AuditEntry } from '../audit.functions'
import { auditDetailValue } from '../audit-detail-words'
import { exportFilterFields } from '../audit-export-filters'
import { auditKeyLabel } from '../audit-key-labels'
import { placeText, productNamesText, shownSubjects, staffNameText, textsByLanguage } from '../audit-structured-values'
import { type SubjectName, subjectNameOf, subjectTarget, subjectTypeLabel } from '../audit-subjects'

/** Staff members' names by id: the console's staff list. */
type StaffNames = ReadonlyMap<string, string>
/** Whom and what the kept ids name: the console's staff list, the pharmacy form's list of products. */
export interface DetailNames {
  staffNames: StaffNames
  productNames: ReadonlyMap<number, string>
}
type Field = NonNullable<AuditEntry['detail']>[number]

const Muted = styled.code`
  color: ${colors.textMuted};
  display: block;
  font-size: 12px;
`

/** The link to a subject's entries alone: a target of 24 px at least (WCAG 2.5.8), in a table's small type. */
const OnlySubjectLine = styled.div`
  a {
    align-items: center;
    display: inline-flex;
    min-height: 24px;
  }
`

const Fields = styled.details`
  summary {
    cursor: pointer;
    min-height: 32px;
  }
  h2 {
    font-size: 13px;
    margin: 6px 0 2px;
  }
  dl {
    margin: 0;
    max-width: 420px;
    min-width: 14em;
  }
  /* A value goes under its label when the two do not fit side by side (a phone's card, a text per language). */
  .field {
    display: flex;
    flex-wrap: wrap;
    gap: 0 8px;
  }
  dt {
    color: ${colors.textMuted};
    flex: none;
    max-width: 100%;
  }
  dd {
    flex: 1 1 12em;
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* A value's parts (a text per language, an export's filters): their labels in one column, the texts beside them. */
  dd dl {
    display: grid;
    gap: 0 8px;
    grid-template-columns: max-content minmax(0, 1fr);
    min-width: 0;
  }
  dd dl .field {
    display: contents;
  }
`

/** A member's number under their name: a UUID, broken anywhere on a phone's card. */
const MemberNumber = styled.span`
  color: ${colors.textMuted};
  display: block;
  font-size: 12px;
  overflow-wrap: anywhere;
`

const Handling = styled.span`
  display: block;
  font-size: 13px;
  font-weight: 600;
`

/**
 * The action in words, its code beneath (what the export and another backend's tools name it), and what an access
 * record did to personal data (viewed, changed, downloaded…).
 */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  const handling = entry.handling ? (
    <Handling>{m.admin_audit_personal_data({ handling: handlingLabels[entry.handling]() })}</Handling>
  ) : null
  // One element: on a phone each cell is a line of two columns, its name and this.
  if (!isAuditAction(entry.action))
    return (
      <div>
        <code>{entry.action}</code>
        {handling}
      </div>
    )
  return (
    <div>
      {auditActionLabels[entry.action]()}
      <Muted>{entry.action}</Muted>
      {handling}
    </div>
  )
}

const SubjectList = styled.ul`
  list-style: none;
  margin: 0;
  max-height: 12em;
  overflow-y: auto;
  padding: 0;
`

/**
 * A member as the members section shows them: the name masked, linked to their page, and the member number beneath;
 * never the number alone (one withdrawn, or gone, has no name left).
 */
function MemberSubject({ id, name }: { id: string; name: string | undefined }) {
  const target = subjectTarget('member', id)
  const label = memberNameLabel(name ?? '')
  return (
    <>
      {target ? <ConsoleLink to={target}>{label}</ConsoleLink> : label}
      <MemberNumber>
        {m.admin_member_number()} <code>{id}</code>
      </MemberNumber>
    </>
  )
}

/** The subjects a list showed: how many, and each, by name where the log can tell it, linked to its page where it has one. */
function ShownSubjects({ entry, ids }: { entry: AuditEntry; ids: readonly string[] }) {
  const type = entry.targetType
  return (
    <>
      {m.admin_audit_subjects_shown({ count: ids.length })}
      <SubjectList>
        {ids.map((id) => {
          if (type === 'member')
            return (
              <li key={id}>
                <MemberSubject id={id} name={entry.shownNames?.[id]} />
              </li>
            )
          const target = type ? subjectTarget(type, id) : undefined
          return <li key={id}>{target ? <ConsoleLink to={target}>{id}</ConsoleLink> : id}</li>
        })}
      </SubjectList>
    </>
  )
}

/**
 * What the entry is about: its type in words and the record by name (a content item's, a document's, a staff member's,
 * a job's; a file's language apart), with a link to its page where it has one, and a link to this subject's entries alone.
 */
export function SubjectCell({ entry, staffNames }: { entry: AuditEntry; staffNames: StaffNames }) {
  const { targetType: type, targetId: id } = entry
  if (!type) return null
  if (type === 'member' && id)
    return (
      <>
        {subjectTypeLabel(type)}
        {' · '}
        <MemberSubject id={id} name={entry.subjectName} />
        <OnlySubject type={type} id={id} />
      </>
    )
  const subject: SubjectName | undefined = id ? subjectNameOf(type, id, entry.subjectName, staffNames) : undefined
  const target = id ? subjectTarget(type, id) : undefined
  return (
    <>
      {subjectTypeLabel(type)}
      {subject ? (
        <>
          {' · '}
          {target ? (
            <ConsoleLink to={target} lang={subject.lang}>
              {subject.name}
            </ConsoleLink>
          ) : (
            <span lang={subject.lang}>{subject.name}</span>
          )}
          {subject.language ? (
            <>
              {' · '}
              <span lang={subject.language.lang}>{subject.language.name}</span>
            </>
          ) : null}
        </>
      ) : null}
      {id ? <OnlySubject type={type} id={id} /> : null}
    </>
  )
}

/** The link to this subject's entries alone. */
function OnlySubject({ type, id }: { type: string; id: string }) {
  return (
    <OnlySubjectLine>
      <ConsoleLink to={{ section: 'audit', view: 'list', search: { subjectType: type, subject: id } }}>
        {m.admin_audit_only_subject()}
      </ConsoleLink>
    </OnlySubjectLine>
  )
}

/** A value of several parts, each with its label: an export's filters, a text per language (`lang` its language). */
function PartList({ parts }: { parts: { label: string; value: string; lang?: string }[] }) {
  return (
    <dl>
      {parts.map(({ label, value, lang }) => (
        <div key={label} className="field">
          <dt lang={lang}>{label}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A kept value in the console's words: an export's filters and a text per language each as a list of parts, a place as
 * its latitude and longitude, a staff member and a product by name.
 */
function DetailValue({ entry, field, names }: { entry: AuditEntry; field: Field; names: DetailNames }) {
  const { staffNames, productNames } = names
  const filters = field.key === 'filters' ? exportFilterFields(entry.action, field.value, staffNames) : undefined
  if (filters) return filters.length === 0 ? m.admin_filter_all() : <PartList parts={filters} />
  const subjects = shownSubjects(field.key, field.value)
  if (subjects) return <ShownSubjects entry={entry} ids={subjects} />
  const texts = textsByLanguage(field.value)
  if (texts)
    return <PartList parts={texts.map(({ locale, language, text }) => ({ label: language, value: text || '—', lang: locale }))} />
  return (
    placeText(field.value) ??
    staffNameText(field.key, field.value, staffNames) ??
    productNamesText(field.key, field.value, productNames) ??
    auditDetailValue(entry.action, field.key, field.value)
  )
}

/** What changed, as the API kept it (personal fields already masked): before, after and any detail, field by field. */
export function DetailsCell({ entry, names }: { entry: AuditEntry; names: DetailNames }) {
  const parts = [
    [m.admin_audit_before(), entry.before],
    [m.admin_audit_after(), entry.after],
    [m.admin_audit_detail(), entry.detail],
  ] as const
  const shown = parts.filter(([, fields]) => fields !== null && fields.length > 0)
  if (shown.length === 0) return null
  return (
    <Fields>
      <summary>{m.admin_audit_changes()}</summary>
      {shown.map(([label, fields]) => (
        <div key={label}>
          <h2>{label}</h2>
          <dl>
            {fields?.map((field) => (
              <div key={field.key} className="field">
                <dt>{field.key ? auditKeyLabel(entry.action, field.key) : ''}</dt>
                <dd>
                  <DetailValue entry={entry} field={field} names={names} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Fields>
  )
}

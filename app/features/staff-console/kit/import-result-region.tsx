import { styled } from '@linaria/react'
import type { ReactNode, Ref } from 'react'
import { colors } from '~/components/styles/theme'

/** A check's or an import's outcome: its first line red with problems, green when ready or done. */
export const ImportOutcome = styled.div`
  &[data-outcome='problems'] > p:first-of-type {
    color: ${colors.error};
    font-weight: 600;
  }
  &[data-outcome='ready'] > p:first-of-type,
  &[data-outcome='imported'] > p:first-of-type {
    color: ${colors.success};
    font-weight: 600;
  }
`

export const importOutcomeOf = (report: { imported: boolean; problems: readonly unknown[] }) =>
  report.imported ? 'imported' : report.problems.length > 0 ? 'problems' : 'ready'

interface ImportResultRegionProps {
  resultRef: Ref<HTMLDivElement>
  pending: boolean
  /** Said while the file is being checked. */
  checking: string
  failure: string
  /** The report, once there is one; hidden while the next check or import runs. */
  children: ReactNode
}

/**
 * Where a file import says how it went, announced as it changes and focused when it does (the caller moves focus):
 * checking, a refusal of the whole file, or the report.
 */
export function ImportResultRegion({ resultRef, pending, checking, failure, children }: ImportResultRegionProps) {
  return (
    <div tabIndex={-1} ref={resultRef} aria-live="polite" aria-busy={pending}>
      {pending ? <p className="hint">{checking}</p> : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      {pending ? null : children}
    </div>
  )
}

interface ImportFileFieldProps {
  id: string
  label: string
  /** The file types offered by the picker (any file can still be sent; the API reads its content). */
  accept: string
  /** A new file (or none): its earlier check no longer holds. */
  onChoose: (file: File | undefined) => void
}

const FileField = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  label {
    font-weight: 600;
  }
  input {
    max-width: 100%;
  }
`

/** The file an import reads, chosen with the system's picker. */
export function ImportFileField({ id, label, accept, onChoose }: ImportFileFieldProps) {
  return (
    <FileField>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={accept} onChange={(event) => onChoose(event.target.files?.[0])} />
    </FileField>
  )
}

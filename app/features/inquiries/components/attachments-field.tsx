import { styled } from '@linaria/react'
import { useRef } from 'react'
import { describedBy, FieldError } from '~/components/form/field-error'
import { FieldBox } from '~/components/form/form.styles'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatFileSize } from '~/i18n/file-size-format'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { attachmentAcceptAttribute } from '../attachment-rules'
import { fieldControlId, fieldErrorId } from '../inquiry-fields'
import { attachmentHint } from '../inquiry-messages'
import { RequirementMarker } from './requirement-marker'

const FileList = styled.ul`
  border: 1px solid ${colors.border};
  border-radius: 6px;
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    padding: 8px 12px;
  }
  li + li {
    border-top: 1px solid ${colors.border};
  }
  .name {
    flex: 1 1 200px;
    overflow-wrap: anywhere;
  }
  .size {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  button {
    min-height: 36px;
    min-width: 0;
    padding: 4px 12px;
  }
`

const Empty = styled.p`
  color: ${colors.textMuted};
  margin: 0;
`

const Notices = styled.ul`
  color: ${colors.warning};
  font-size: 14px;
  margin: 0;
  padding-left: 20px;
`

interface AttachmentsFieldProps {
  locale: Locale
  files: readonly File[]
  /** The names of files a reload dropped, to be attached again. */
  attachAgain: readonly string[]
  notices: readonly string[]
  error: string | undefined
  onChoose: (files: File[]) => void
  onRemove: (index: number) => void
}

/** Several files: a button opens the picker; each chosen file is listed with its size and a remove button. */
export function AttachmentsField(props: AttachmentsFieldProps) {
  const { locale, files, attachAgain, notices, error, onChoose, onRemove } = props
  const input = useRef<HTMLInputElement>(null)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const id = fieldControlId('files')
  return (
    <FieldBox role="group" aria-labelledby="contact-files-label">
      <span id="contact-files-label" className="label">
        <strong>{m.contact_files_label()}</strong>
        <RequirementMarker required={false} />
      </span>
      <p className="hint" id="contact-files-hint">
        {attachmentHint(locale)}
      </p>
      <div>
        <Button
          ref={chooseButton}
          type="button"
          id={id}
          data-variant="secondary"
          aria-describedby={describedBy(fieldErrorId('files'), error, 'contact-files-hint')}
          onClick={() => input.current?.click()}
        >
          {m.contact_files_choose()}
        </Button>
        <input
          ref={input}
          type="file"
          name="files"
          multiple
          hidden
          accept={attachmentAcceptAttribute}
          data-testid="contact-file-input"
          onChange={(event) => {
            onChoose(Array.from(event.target.files ?? []))
            // Lets the same file be chosen again after it was removed.
            event.target.value = ''
          }}
        />
      </div>
      {files.length ? (
        <FileList aria-label={m.contact_files_list_label()}>
          {files.map((file, index) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`}>
              <span className="name">{file.name}</span>
              <span className="size">{formatFileSize(file.size, locale)}</span>
              <Button
                type="button"
                data-variant="secondary"
                aria-label={m.contact_file_remove_named({ name: file.name })}
                onClick={() => {
                  onRemove(index)
                  chooseButton.current?.focus()
                }}
              >
                {m.contact_file_remove()}
              </Button>
            </li>
          ))}
        </FileList>
      ) : (
        <Empty>{m.inquiry_no_files()}</Empty>
      )}
      {attachAgain.length && !files.length ? (
        <p className="hint" role="status" data-testid="contact-attach-again">
          {m.contact_files_again({ names: new Intl.ListFormat(locale, { type: 'unit' }).format(attachAgain) })}
        </p>
      ) : null}
      {notices.length ? (
        <Notices role="alert">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </Notices>
      ) : null}
      <FieldError id={fieldErrorId('files')} message={error} />
    </FieldBox>
  )
}
